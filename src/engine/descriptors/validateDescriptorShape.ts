// Layer 1 of descriptor validation: the JSON Schema (ajv, compiled once). Applies the schema's defaults,
// so every later reader sees a complete descriptor. Ajv's raw errors are turned into sentences that say
// what to change.
import { Ajv, type ErrorObject } from 'ajv';
import { dataBinding, reportSchema, type ReportDescriptor } from '../../../schemas/report.schema';
import { filterWidgetIds } from '../filters/filterWidgets';
import { suggestKnown } from './closestNames';
import type { DescriptorProblem } from './descriptorProblem';

const ajv = new Ajv({ allErrors: true, useDefaults: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validate = ajv.compile<ReportDescriptor>(reportSchema);

const bindingKinds: readonly string[] = dataBinding.oneOf.map((binding) => binding.properties.kind.const);

export type ShapeResult = { ok: true; descriptor: ReportDescriptor } | { ok: false; problems: DescriptorProblem[] };

export function validateDescriptorShape(file: string, json: unknown): ShapeResult {
  // The server's reader marks a file that is not JSON (npm run validate reads the text itself and says where).
  const parseError = (json as { __parseError?: unknown } | null)?.__parseError;
  if (typeof parseError === 'string') {
    return { ok: false, problems: [{ file, pointer: '', check: 'jsonSyntax', message: `not valid JSON: ${parseError}`, fix: 'run npm run validate: it names the line and column' }] };
  }
  // Defaults are written into the object: work on a copy so the caller's JSON stays as read.
  const copy = structuredClone(json);
  if (validate(copy)) return { ok: true, descriptor: copy };
  return { ok: false, problems: dedupe((validate.errors ?? []).map((e) => toProblem(file, e))) };
}

const languageNames: Record<string, string> = { tr: 'Turkish', en: 'English' };
/** The texts the analyst writes after npm run new-report, by pointer: an empty one is a text not yet written. */
const writtenTexts: Record<string, string> = { '/title': 'title', '/description': 'description', '/keywords': 'keywords' };

function toProblem(file: string, error: ErrorObject): DescriptorProblem {
  const pointer = error.instancePath;
  const base = { file, pointer, check: 'schema' };
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      if (missing in languageNames) {
        return { ...base, message: `the ${languageNames[missing]} text is missing`, fix: `add "${missing}": "..." to ${pointer || '/'} (every text needs both "tr" and "en")` };
      }
      if (pointer === '' && missing === 'data') {
        return { ...base, pointer: '/data', message: 'the page reads no data yet', fix: 'bind a dataset: "data": { "kind": "dataset", "dataset": "<id>" } (npm run new-report lists the candidates; reports/README.md, step 3 data)' };
      }
      return { ...base, message: `required property "${missing}" is missing`, fix: `add "${missing}" to ${pointer || '/'} (see schemas/report.schema.ts)` };
    }
    case 'minLength': {
      const [, parent, language] = /^(.*)\/(tr|en)$/.exec(pointer) ?? [];
      if (parent !== undefined && language !== undefined) {
        const what = writtenTexts[parent] ?? (parent.startsWith('/columns/') ? 'column label' : 'text');
        return { ...base, message: `the ${languageNames[language]} ${what} ${what === 'keywords' ? 'are' : 'is'} not written yet`, fix: `write it in ${languageNames[language]}, in your own words (every text needs both "tr" and "en")` };
      }
      return { ...base, message: error.message ?? 'too short', fix: 'correct the value (see schemas/report.schema.ts)' };
    }
    case 'additionalProperties':
      return { ...base, message: `unknown property "${String(error.params.additionalProperty)}"`, fix: `remove it or check its spelling against schemas/report.schema.ts` };
    case 'discriminator': {
      const tag = String(error.params.tag);
      const value = error.params.tagValue === undefined ? '(none)' : JSON.stringify(error.params.tagValue);
      const [known, registry] = tag === 'widget' ? [filterWidgetIds, 'src/engine/filters/filterWidgets.ts'] : [bindingKinds, 'the binding kinds of schemas/report.schema.ts'];
      return { ...base, pointer: `${pointer}/${tag}`, message: `unknown ${tag} ${value}`, fix: suggestKnown(String(error.params.tagValue ?? ''), known, registry) };
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
