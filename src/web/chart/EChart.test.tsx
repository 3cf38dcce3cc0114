// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
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

  it('draws the option and disposes the instance on unmount', () => {
    const { container, unmount } = render(
      <ChartRendererContext value="svg">
        <EChart option={option} label="MCP: Line" />
      </ChartRendererContext>,
    );
    const host = container.querySelector('[role="img"]') as HTMLDivElement;
    expect(host.getAttribute('aria-label')).toBe('MCP: Line');
    const instance = getInstanceByDom(host);
    expect(instance).toBeDefined();
    expect((instance?.getOption().series as { name: string }[])[0]?.name).toBe('MCP (TL/MWh)');
    unmount();
    expect(instance?.isDisposed()).toBe(true);
  });
});
