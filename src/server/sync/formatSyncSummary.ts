// The closing summary of a sync run: one line per dataset (rows copied, range, or why not), then the stored
// rows that differ from the source (the first few of each dataset; the count always).
import type { DatasetOutcome } from './syncFromSource';

const DIFFERENCES_SHOWN = 5;

export function formatSyncSummary(outcomes: readonly DatasetOutcome[]): string[] {
  const width = Math.max(7, ...outcomes.map((o) => o.dataset.length));
  const lines = ['summary:', `  ${'dataset'.padEnd(width)}  ${'rows'.padStart(7)}  range / reason`];
  for (const o of outcomes) {
    const detail = o.status === 'copied'
      ? (o.first ? `${o.first} → ${o.last}` : 'nothing new') + (o.missing.length ? ` (left empty: ${o.missing.join(', ')})` : '')
      : `${o.status === 'failed' ? 'FAILED, nothing written' : 'not syncable'}: ${o.message ?? ''}`;
    lines.push(`  ${o.dataset.padEnd(width)}  ${String(o.status === 'copied' ? o.rows : '-').padStart(7)}  ${detail}`);
  }
  for (const o of outcomes.filter((x) => x.differences.length > 0)) {
    lines.push(`${o.dataset}: ${o.differences.length} stored rows differ from the source and were kept:`);
    for (const d of o.differences.slice(0, DIFFERENCES_SHOWN)) lines.push(`  ${d}`);
    if (o.differences.length > DIFFERENCES_SHOWN) lines.push(`  … and ${o.differences.length - DIFFERENCES_SHOWN} more`);
  }
  return lines;
}
