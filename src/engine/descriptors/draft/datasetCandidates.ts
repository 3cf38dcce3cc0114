// The datasets a new report could read, best first: how many of the operation's item fields (and id request
// fields) a dataset holds by the same name. The analyst picks one and writes the binding.
import type { CatalogueOperation } from '../../catalogue/catalogue';

export interface CandidateDataset { id: string; grain: string; publication: string; dimensions: ReadonlyArray<{ name: string }>; fields: ReadonlyArray<{ name: string }> }
export interface DatasetCandidate { id: string; grain: string; publication: string; matched: string[]; missing: string[]; dimensions: string[] }

const TIME_FIELD = /^(date|hour|time|period|month|ts)$/i;

export function datasetCandidates(op: CatalogueOperation, datasets: readonly CandidateDataset[], limit = 3): DatasetCandidate[] {
  const wanted = op.items.map((f) => f.name).filter((n) => !TIME_FIELD.test(n));
  const requestIds = op.request.map((f) => f.name).filter((n) => /Ids?$/.test(n));
  const lower = (s: string) => s.toLowerCase();
  return datasets
    .map((d) => {
      const names = new Set([...d.dimensions, ...d.fields].map((f) => lower(f.name)));
      const matched = wanted.filter((n) => names.has(lower(n)));
      const dimensionHits = requestIds.filter((n) => d.dimensions.some((dim) => lower(dim.name) === lower(n))).length;
      return { candidate: { id: d.id, grain: d.grain, publication: d.publication, matched, missing: wanted.filter((n) => !names.has(lower(n))), dimensions: d.dimensions.map((f) => f.name) }, score: matched.length + dimensionHits / 2 };
    })
    .filter((s) => s.candidate.matched.length > 0)
    .sort((a, b) => b.score - a.score || a.candidate.missing.length - b.candidate.missing.length)
    .slice(0, limit)
    .map((s) => s.candidate);
}
