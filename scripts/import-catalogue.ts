// Builds src/engine/catalogue/api-catalogue.json from ../shared/reference/epias-api.json: the facts of the
// operator's web service (paths, methods, request and item field names, types, units, envelopes, summary
// fields, export paths, web paths). No descriptive text is copied: labels are written in our own words.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface SourceField { name: string; type: string; required?: boolean; unit?: string | null; children?: SourceField[] }
interface SourceOperation {
  service: string; path: string; method: string; kind: string; operationId: string;
  requestFields: SourceField[]; responseEnvelope: string[]; responseItemFields: SourceField[];
  responseSummary: Record<string, { fields?: string[] } | string | null> | null;
  exportPath: string | null; dataPath: string | null; webPath?: string | null;
}

const source = resolve(process.argv[2] ?? '../shared/reference/epias-api.json');
const operations = JSON.parse(readFileSync(source, 'utf8')) as SourceOperation[];

const catalogue = operations.map((op) => ({
  service: op.service,
  path: op.path,
  method: op.method,
  kind: op.kind,
  operationId: op.operationId,
  request: op.requestFields.map((f) => ({ name: f.name, type: f.type, required: Boolean(f.required) })),
  envelope: op.responseEnvelope,
  items: op.responseItemFields.map((f) => ({ name: f.name, type: f.type, unit: f.unit ?? null, ...objectFields(f) })),
  summary: Object.fromEntries(
    Object.entries(op.responseSummary ?? {})
      .filter(([, v]) => v && typeof v === 'object' && Array.isArray(v.fields))
      .map(([k, v]) => [k, (v as { fields: string[] }).fields]),
  ),
  exportPath: op.exportPath,
  dataPath: op.dataPath,
  webPath: op.webPath ?? null,
}));

/** An item that is one object DTO (a RestResponse's `response`) keeps the DTO's own fields, so a report can bind them. */
function objectFields(field: SourceField): { fields?: { name: string; type: string; unit: string | null }[] } {
  if (!field.type.startsWith('object:') || !field.children) return {};
  return { fields: field.children.map((c) => ({ name: c.name, type: c.type, unit: c.unit ?? null })) };
}

const target = resolve('src/engine/catalogue/api-catalogue.json');
writeFileSync(target, JSON.stringify({ generatedBy: 'scripts/import-catalogue.ts (do not edit)', operations: catalogue }) + '\n');
console.log(`wrote ${catalogue.length} operations to ${target}`);
