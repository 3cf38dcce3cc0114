import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { loadReports } from '../reports/loadReports';
import { mapRoute, planSync } from './planSync';

const { reports } = loadReports(resolve('reports'));
const { plans, notSyncable } = planSync(reports);
const plan = (id: string) => plans.find((p) => p.dataset.id === id)!;
const routeIds = (id: string) => plan(id).routes.map((r) => r.descriptor.id);

describe('which routes a dataset is copied through', () => {
  it('uses the route that shows the dataset as stored, not the monthly aggregate, and names the fields no route shows', () => {
    expect(routeIds('dam.mcp')).toEqual(['dam-mcp']);
    expect(plan('dam.mcp').missing).toEqual(['volume']);
    expect(plan('dam.mcp').routes[0]).toMatchObject({ timeKey: 'date', hourKey: 'hour', range: ['startDate', 'endDate'] });
  });

  it('joins two routes when neither shows every field (SMP price and system direction)', () => {
    expect(routeIds('bpm.smp')).toEqual(['system-direction', 'system-marginal-price']);
    expect(plan('bpm.smp').missing).toEqual([]);
    // The region is not in the items: each request fixes it from the request field's closed list.
    expect(plan('bpm.smp').routes[0]!.dimensionRequests).toEqual([{ region: 'TR1' }]);
  });

  it('reads a rolled-up dataset added up over its dimensions into its rollup table', () => {
    expect(plan('generation.realtime')).toMatchObject({ table: 'generation_realtime', missing: [] });
    expect(plan('generation.realtime').routes[0]!.dimensionRequests).toEqual([{}]);
  });

  it('reads dimensions from item columns and copies a route without a date range whole', () => {
    const dams = plan('dams.daily-kot');
    expect(dams.routes[0]!.fields.map((f) => f.field.name).sort()).toEqual(['basin', 'dailyKot', 'dam', 'damId']);
    expect(dams.routes[0]!.range).toBeUndefined();
  });

  it('reports datasets no route shows', () => {
    expect(notSyncable.map((n) => n.dataset)).toEqual(expect.arrayContaining(['fx.daily', 'consumption.planned-outages', 'umm.messages']));
    expect(notSyncable.find((n) => n.dataset === 'fx.daily')!.reason).toBe('no report route reads it');
  });

  it('refuses a route whose items neither carry a dimension nor fix it from a closed list', () => {
    const smp = reports.find((r) => r.id === 'system-marginal-price')!;
    const open: ReportDescriptor = { ...smp, api: { ...smp.api, request: { ...smp.api.request, region: { type: 'string', required: false } } } };
    expect(mapRoute(open, plan('bpm.smp').dataset)).toBe('its items do not say the region of a row');
    const required: ReportDescriptor = { ...smp, api: { ...smp.api, request: { ...smp.api.request, contractId: { type: 'integer', required: true } } } };
    expect(mapRoute(required, plan('bpm.smp').dataset)).toBe('it needs contractId');
    const undated: ReportDescriptor = { ...smp, columns: smp.columns.filter((c) => c.key !== 'date' && c.key !== 'hour') };
    expect(mapRoute(undated, plan('bpm.smp').dataset)).toBe('its items carry no date');
    expect(planSync([reports.find((r) => r.id === 'mcp-monthly-average')!]).notSyncable.find((n) => n.dataset === 'dam.mcp')!.reason)
      .toBe('no route shows it as stored (mcp-monthly-average derives its rows from it)');
  });
});
