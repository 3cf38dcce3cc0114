// The report pages of reports/ as test fixtures, loaded the way the server loads them: shape-checked,
// with the schema's defaults applied. Tests run on the real descriptors, so a fixture cannot drift from
// what ships; a test that needs something no page has says so with withChanges. Only tests import this.
import { isReportPage, type ReportColumn, type ReportDescriptor, type ReportPageDescriptor } from '../../../schemas/report.schema';
import { formatProblem } from '../descriptors/descriptorProblem';
import { validateDescriptorShape } from '../descriptors/validateDescriptorShape';
import systemDirectionJson from '../../../reports/electricity/balancing/system-direction.json';
import systemMarginalPriceJson from '../../../reports/electricity/balancing/system-marginal-price.json';
import realtimeConsumptionJson from '../../../reports/electricity/consumption/realtime-consumption.json';
import damDailyLevelJson from '../../../reports/electricity/dams/dam-daily-level.json';
import mcpJson from '../../../reports/electricity/day-ahead/dam-mcp.json';
import realtimeGenerationJson from '../../../reports/electricity/generation/realtime-generation.json';
import mcpMonthlyAverageJson from '../../../reports/electricity/reporting/mcp-monthly-average.json';
import gasDailyReferencePriceJson from '../../../reports/natural-gas/spot/daily-reference-price.json';

/** Validated and frozen: a test that changes a shared fixture by mistake fails at once. */
function load(file: string, json: unknown): ReportPageDescriptor {
  const descriptor = loadDescriptor(file, json);
  if (!isReportPage(descriptor)) throw new Error(`test fixture ${file} is not a report page (it has no menu and pageId)`);
  return descriptor;
}

function loadDescriptor(file: string, json: unknown): ReportDescriptor {
  const result = validateDescriptorShape(file, json);
  if (!result.ok) {
    throw new Error(`test fixture ${file} is not a valid descriptor:\n${result.problems.map(formatProblem).join('\n')}`);
  }
  return deepFreeze(result.descriptor);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const fixtures = {
  mcp: load('reports/electricity/day-ahead/dam-mcp.json', mcpJson),
  realtimeGeneration: load('reports/electricity/generation/realtime-generation.json', realtimeGenerationJson),
  realtimeConsumption: load('reports/electricity/consumption/realtime-consumption.json', realtimeConsumptionJson),
  systemMarginalPrice: load('reports/electricity/balancing/system-marginal-price.json', systemMarginalPriceJson),
  systemDirection: load('reports/electricity/balancing/system-direction.json', systemDirectionJson),
  damDailyLevel: load('reports/electricity/dams/dam-daily-level.json', damDailyLevelJson),
  gasDailyReferencePrice: load('reports/natural-gas/spot/daily-reference-price.json', gasDailyReferencePriceJson),
  mcpMonthlyAverage: load('reports/electricity/reporting/mcp-monthly-average.json', mcpMonthlyAverageJson),
} satisfies Record<string, ReportPageDescriptor>;

/**
 * A changed copy of a descriptor, for a test that needs what no real page has. The copy is validated
 * again, so the variant is still a descriptor the schema accepts, with defaults filled in.
 */
export function withChanges<T extends ReportDescriptor>(descriptor: T, mutate: (copy: T) => void): T {
  const copy = structuredClone(descriptor);
  mutate(copy);
  return loadDescriptor(`${descriptor.id} (changed by a test)`, copy) as T;
}

/** The column `key` of a descriptor; throws when the page has none, so a renamed column fails loudly. */
export function columnOf(descriptor: ReportDescriptor, key: string): ReportColumn {
  const column = descriptor.columns.find((c) => c.key === key);
  if (!column) throw new Error(`test fixture ${descriptor.id} has no column "${key}"`);
  return column;
}
