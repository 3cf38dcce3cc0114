// Which market a descriptor belongs to: its folder under reports/ (electricity/, natural-gas/); a home-page
// dashboard (dashboard/) by the dataset it reads (gas.* and vgp.* are natural gas).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { DictionaryMarket } from './dictionaryEntry';

const GAS_DATASETS = /^(gas|vgp)\./;

function datasetsOf(descriptor: ReportDescriptor): string[] {
  const data = descriptor.data as { dataset?: string; from?: string } | undefined;
  return [data?.dataset, data?.from].filter((d): d is string => typeof d === 'string');
}

/** `path` is the descriptor's file path relative to reports/ or containing it (`…/natural-gas/spot/x.json`). */
export function descriptorMarket(path: string, descriptor: ReportDescriptor): DictionaryMarket {
  const parts = path.split(/[\\/]/);
  if (parts.includes('natural-gas')) return 'natural-gas';
  if (parts.includes('electricity')) return 'electricity';
  return datasetsOf(descriptor).some((d) => GAS_DATASETS.test(d)) ? 'natural-gas' : 'electricity';
}

/** Home-page dashboards live in reports/dashboard/ and have no page of their own. */
export function isDashboardPath(path: string): boolean {
  return path.split(/[\\/]/).includes('dashboard');
}
