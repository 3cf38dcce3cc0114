import { describe, expect, it } from 'vitest';
import { dam, damVolume, electricity, gasPrice, idm, idmPrice, losses, mcp, menuFixture, naturalGas, operator, transmission } from '../sidebar/menuFixture';
import { breadcrumbLevels } from './breadcrumbLevels';

const summary = (currentId: number | undefined) =>
  breadcrumbLevels(menuFixture, currentId).map(({ node, siblings }) => ({ node: node.id, siblings: siblings.map((s) => [s.node.id, s.target.id]) }));

describe('breadcrumbLevels', () => {
  it('lists the groups above the page and the page, each with its siblings in menu order', () => {
    expect(summary(mcp.id)).toEqual([
      { node: electricity.id, siblings: [[electricity.id, mcp.id], [naturalGas.id, gasPrice.id], [operator.id, operator.id]] },
      // The empty group is left out; groups lead to their first page.
      { node: dam.id, siblings: [[dam.id, mcp.id], [idm.id, idmPrice.id], [transmission.id, losses.id]] },
      { node: mcp.id, siblings: [[mcp.id, mcp.id], [damVolume.id, damVolume.id]] },
    ]);
  });

  it('has no levels off the menu', () => {
    expect(summary(undefined)).toEqual([]);
    expect(summary(4040)).toEqual([]);
  });
});
