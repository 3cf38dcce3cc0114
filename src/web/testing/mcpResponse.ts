// The day-ahead price service's answer for one day (mcpDay) in its envelope: items, page and the
// statistic block the descriptor declares. The service weights its weighted averages by traded volume,
// which the items do not carry, so those three are given as it would send them.
import { computeSummary } from '../../engine/summary/computeSummary';
import { fixtures } from '../../engine/testing/reportFixtures';
import { mcpDay } from '../../engine/testing/reportRows';

export const mcpResponse = {
  items: mcpDay,
  page: { number: 1, size: mcpDay.length, total: mcpDay.length, sort: null },
  statistic: {
    ...computeSummary(fixtures.mcp.api.summary?.fields ?? {}, mcpDay),
    ptfWeightedAvg: 2612.4,
    ptfUsdWeightedAvg: 79.16,
    ptfEurWeightedAvg: 72.97,
  },
};
