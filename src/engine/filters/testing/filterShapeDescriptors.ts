// Descriptors for the filter shapes no page in reports/ uses yet, built from the MCP page with every change
// spelled out: the request fields are the catalogue's (futures operations, the plant chain's lookups). Only tests import this.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { fixtures, withChanges } from '../../testing/reportFixtures';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'].map((value, i) => ({ value, label: { tr: `${i + 1}. çeyrek`, en: `Quarter ${i + 1}` } }));

/** The gas futures' shape (/v1/markets/vgp/data/ggf): by trade dates (isTransactionPeriod true) or by delivery year and period. */
export const gasFuturesByTradeOrDelivery: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.api.request = {
    startDate: { type: 'datetime', required: false },
    endDate: { type: 'datetime', required: false },
    isTransactionPeriod: { type: 'boolean', required: true },
    deliveryYear: { type: 'string', required: false },
    deliveryPeriod: { type: 'string', required: false },
  };
  page.filters = [{
    widget: 'choice',
    bind: 'isTransactionPeriod',
    label: { tr: 'Sorgu biçimi', en: 'Query by' },
    default: true,
    alternatives: [
      {
        value: true,
        label: { tr: 'İşlem tarihi', en: 'Trade date' },
        filters: [{ widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'last7Days', maxSpan: { unit: 'month', value: 3 }, granularity: 'day' }],
      },
      {
        value: false,
        label: { tr: 'Teslimat dönemi', en: 'Delivery period' },
        filters: [{ widget: 'deliveryPeriod', bind: 'deliveryPeriod', yearBind: 'deliveryYear', label: { tr: 'Teslimat', en: 'Delivery' }, periods: quarters, firstYear: 2020, yearsAhead: 1 }],
      },
    ],
  }];
});

/** The power futures' shape (/v1/markets/pfm/data/ggf): a required trade date range and an optional delivery year (integer) and period. */
export const powerFuturesWithDelivery: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.api.request = {
    startDate: { type: 'datetime', required: true },
    endDate: { type: 'datetime', required: true },
    year: { type: 'integer', required: false },
    deliveryPeriod: { type: 'string', required: false },
  };
  page.filters = [
    { widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'today', maxSpan: { unit: 'month', value: 1 }, granularity: 'day' },
    {
      widget: 'deliveryPeriod', bind: 'deliveryPeriod', yearBind: 'year', label: { tr: 'Teslimat', en: 'Delivery' },
      periods: [{ value: 'Ocak', label: { tr: 'Ocak', en: 'January' } }, { value: 'Şubat', label: { tr: 'Şubat', en: 'February' } }],
      firstYear: 2016, yearsAhead: 1, default: 'Ocak',
    },
  ];
});

/** A three-deep chain of dependent lookups: organisation → power plant → unit (UEVÇB). */
export const organisationPlantUnit: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.api.request = {
    startDate: { type: 'datetime', required: true },
    endDate: { type: 'datetime', required: true },
    organizationId: { type: 'integer', required: false },
    powerPlantId: { type: 'integer', required: false },
    uevcbId: { type: 'integer', required: false },
  };
  page.filters = [
    page.filters[0]!,
    { widget: 'lookup', bind: 'organizationId', lookup: 'organization-list', label: { tr: 'Organizasyon', en: 'Organisation' }, allowEmpty: true },
    { widget: 'lookup', bind: 'powerPlantId', lookup: 'power-plant-list-by-organization-id', dependsOn: 'organizationId', label: { tr: 'Santral', en: 'Power plant' }, allowEmpty: true },
    { widget: 'lookup', bind: 'uevcbId', lookup: 'uevcb-list-by-power-plant-id', dependsOn: 'powerPlantId', label: { tr: 'UEVÇB', en: 'Unit' }, allowEmpty: true },
  ];
});

/** The installed-capacity style shape: one year (`period`, a datetime) and a year range. */
export const oneYear: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.api.request = { period: { type: 'datetime', required: true } };
  page.filters = [{ widget: 'dateRange', bind: ['period'], default: 'thisYear', presets: ['thisYear', 'lastYear'], maxSpan: { unit: 'year', value: 1 }, granularity: 'year' }];
});
export const yearRange: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.filters = [{ widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'lastYear', maxSpan: { unit: 'year', value: 5 }, granularity: 'year' }];
});

/** The day-ahead chart's shape (supply-demand-chart-data): one delivery hour (`date`, a datetime naming its hour). */
export const oneHour: ReportDescriptor = withChanges(fixtures.mcp, (page) => {
  page.api.request = { date: { type: 'datetime', required: true } };
  page.filters = [{ widget: 'dateRange', bind: ['date'], default: 'today', presets: ['today', 'tomorrow'], maxSpan: { unit: 'day', value: 1 }, granularity: 'hour' }];
});
