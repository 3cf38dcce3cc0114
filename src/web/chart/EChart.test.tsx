// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { getInstanceByDom, use as registerModules } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { lineChart } from '../../engine/charts/line/definition';
import { fixtures } from '../../engine/testing/reportFixtures';
import { mcpDay } from '../../engine/testing/reportRows';
import { ChartRendererContext } from './chartRendererContext';
import { EChart } from './EChart';

registerModules([SVGRenderer]);
afterEach(cleanup);

describe('EChart', () => {
  const option = lineChart.toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'en', theme: 'light' });

  it('draws the option once its ECharts parts are loaded and disposes the instance on unmount', async () => {
    const { container, unmount } = render(
      <ChartRendererContext value="svg">
        <EChart option={option} label="MCP: Line" />
      </ChartRendererContext>,
    );
    const host = container.querySelector('[role="img"]') as HTMLDivElement;
    expect(host.getAttribute('aria-label')).toBe('MCP: Line');
    await waitFor(() => expect((getInstanceByDom(host)?.getOption()?.series as { name: string }[] | undefined)?.[0]?.name).toBe('MCP (TL/MWh)'));
    const instance = getInstanceByDom(host);
    unmount();
    expect(instance?.isDisposed()).toBe(true);
  });
});
