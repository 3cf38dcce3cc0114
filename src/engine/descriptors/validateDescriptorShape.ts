// Layer 1 of descriptor validation: the JSON Schema (ajv, compiled once). Applies the schema's defaults,
// so every later reader sees a complete descriptor. Ajv's raw errors are turned into sentences that say
// what to change.
import { Ajv, type ErrorObject } from 'ajv';
import { reportSchema, type ReportDescriptor } from '../../../schemas/report.schema';
import { filterWidgetIds } from '../filters/filterWidgets';
import type { DescriptorProblem } from './descriptorProblem';

const ajv = new Ajv({ allErrors: true, useDefaults: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validate = ajv.compile<ReportDescriptor>(reportSchema);

export type ShapeResult = { ok: true; descriptor: ReportDescriptor } | { ok: false; problems: DescriptorProblem[] };

export function validateDescriptorShape(file: string, json: unknown): ShapeResult {
  // Defaults are written into the object: work on a copy so the caller's JSON stays as read.
  const copy = structuredClone(json);
  if (validate(copy)) return { ok: true, descriptor: copy };
  return { ok: false, problems: dedupe((validate.errors ?? []).map((e) => toProblem(file, e))) };
}

const languageNames: Record<string, string> = { tr: 'Turkish', en: 'English' };

function toProblem(file: string, error: ErrorObject): DescriptorProblem {
  const pointer = error.instancePath;
  const base = { file, pointer, check: 'schema' };
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      if (missing in languageNames) {
        return { ...base, message: `the ${languageNames[missing]} text is missing`, fix: `add "${missing}": "..." to ${pointer || '/'} (every text needs both "tr" and "en")` };
      }
      return { ...base, message: `required property "${missing}" is missing`, fix: `add "${missing}" to ${pointer || '/'} (see schemas/report.schema.ts)` };
    }
    case 'additionalProperties':
      return { ...base, message: `unknown property "${String(error.params.additionalProperty)}"`, fix: `remove it or check its spelling against schemas/report.schema.ts` };
    case 'discriminator': {
      const tag = String(error.params.tag);
      const value = error.params.tagValue === undefined ? '(none)' : JSON.stringify(error.params.tagValue);
      const known = tag === 'widget' ? filterWidgetIds.join(', ') : 'dataset, aggregate';
      return { ...base, pointer: `${pointer}/${tag}`, message: `unknown ${tag} ${value}`, fix: `use one of: ${known}` };
    }
    case 'enum':
      return { ...base, message: `value must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, fix: 'pick one of the allowed values' };
    case 'const':
      return { ...base, message: `value must be ${JSON.stringify(error.params.allowedValue)}`, fix: pointer === '/schemaVersion' ? 'migrate the descriptor to the current schemaVersion' : 'use the required value' };
    case 'pattern':
      return { ...base, message: `value does not match the expected form ${String(error.params.pattern)}`, fix: 'correct the value (see the description of this property in schemas/report.schema.ts)' };
    default:
      return { ...base, message: error.message ?? `fails ${error.keyword}`, fix: 'correct the value (see schemas/report.schema.ts)' };
  }
}

function dedupe(problems: DescriptorProblem[]): DescriptorProblem[] {
  const seen = new Set<string>();
  // A failed discriminator also yields errors from inside every branch it tried; keep the first per pointer and message.
  return problems.filter((p) => {
    const key = `${p.pointer}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
