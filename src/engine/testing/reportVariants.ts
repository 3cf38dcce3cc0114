// Descriptors that no page in reports/ is yet, built from a real one with every change spelled out,
// for the engine features no page uses so far. Shared by the request and URL suites.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { fixtures, withChanges } from './reportFixtures';

/**
 * The system marginal price page with every kind of request field the engine reads: a second region
 * (TR2, "Trakya"), the pager's `page` (which filters never set), a required power-plant lookup, a number,
 * a boolean with a default and a text field that only has a request default. Its date range is the page's
 * own (yesterday, at most 1 year).
 */
export const smpWithEveryFieldKind: ReportDescriptor = withChanges(fixtures.systemMarginalPrice, (page) => {
  page.api.request = {
    ...page.api.request,
    region: { type: 'string', required: false, default: 'TR1', enum: ['TR1', 'TR2'] },
    page: { type: 'integer', required: false },
    powerPlantId: { type: 'integer', required: true },
    threshold: { type: 'number', required: false },
    includeLicensed: { type: 'boolean', required: false, default: true },
    sourceType: { type: 'string', required: false, default: 'ALL' },
  };
  for (const filter of page.filters) {
    if (filter.widget === 'select' && filter.bind === 'region') filter.options.push({ value: 'TR2', label: { tr: 'Trakya', en: 'Thrace' } });
  }
  page.filters.push({ widget: 'lookup', bind: 'powerPlantId', lookup: 'powerplant-list', label: { tr: 'Santral', en: 'Power plant' }, allowEmpty: false });
});
