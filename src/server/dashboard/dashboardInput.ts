// What a member sends to save a dashboard, checked whole before anything is written: the shape (ajv), then
// the meaning (how many panels, how deep, which reports, shares that add up). An older schemaVersion is
// migrated first, so a browser that kept a version 1 dashboard can still save it.
import { Ajv } from 'ajv';
import { DASHBOARD_LIMITS, DASHBOARD_SCHEMA_VERSION, panelsOf, treeDepth, type DashboardDocument, type DashboardNode } from '../../engine/dashboard/dashboardLayout';
import { migrateDashboard } from '../../engine/dashboard/migrateDashboard';
import type { Locale } from '../../engine/locale/locale';
import { ApiError } from '../errors/apiError';

const ID = { type: 'string', pattern: `^[A-Za-z0-9_-]{1,${DASHBOARD_LIMITS.maxIdLength}}$` };

const validateShape = new Ajv({ allErrors: true, strict: false }).compile({
  type: 'object',
  additionalProperties: false,
  required: ['schemaVersion', 'layout'],
  properties: {
    schemaVersion: { const: DASHBOARD_SCHEMA_VERSION },
    layout: { type: 'object', additionalProperties: false, required: ['root'], properties: { root: { $ref: '#/$defs/node' } } },
  },
  $defs: {
    node: { oneOf: [{ $ref: '#/$defs/panel' }, { $ref: '#/$defs/split' }] },
    panel: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'id', 'reportId', 'view', 'height'],
      properties: {
        kind: { const: 'panel' },
        id: ID,
        reportId: { anyOf: [{ type: 'string', minLength: 1, maxLength: DASHBOARD_LIMITS.maxReportIdLength }, { type: 'null' }] },
        view: { type: 'string', maxLength: DASHBOARD_LIMITS.maxViewLength },
        height: { type: 'integer', minimum: DASHBOARD_LIMITS.minHeight, maximum: DASHBOARD_LIMITS.maxHeight },
      },
    },
    split: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'id', 'direction', 'sizes', 'children'],
      properties: {
        kind: { const: 'split' },
        id: ID,
        direction: { enum: ['row', 'column'] },
        sizes: { type: 'array', minItems: 2, maxItems: DASHBOARD_LIMITS.maxPanels, items: { type: 'number', minimum: DASHBOARD_LIMITS.minSize, maximum: 100 - DASHBOARD_LIMITS.minSize } },
        children: { type: 'array', minItems: 2, maxItems: DASHBOARD_LIMITS.maxPanels, items: { $ref: '#/$defs/node' } },
      },
    },
  },
});

type Say = (tr: string, en: string) => string;

function splitsOf(node: DashboardNode): Extract<DashboardNode, { kind: 'split' }>[] {
  return node.kind === 'panel' ? [] : [node, ...node.children.flatMap(splitsOf)];
}

/** The checks of meaning, each named by its error code; the first that fails is said. */
function meaningErrors(document: DashboardDocument, knownReports: ReadonlySet<string>, say: Say): { errorCode: string; errorMessage: string }[] {
  const root = document.layout.root;
  const errors: { errorCode: string; errorMessage: string }[] = [];
  const panels = panelsOf(root);
  if (treeDepth(root) > DASHBOARD_LIMITS.maxDepth) {
    errors.push({ errorCode: 'DASHBOARD_TOO_DEEP', errorMessage: say(`Panoda en çok ${DASHBOARD_LIMITS.maxDepth} iç içe düzey olabilir.`, `A dashboard nests at most ${DASHBOARD_LIMITS.maxDepth} levels.`) });
  }
  if (panels.length > DASHBOARD_LIMITS.maxPanels) {
    errors.push({ errorCode: 'DASHBOARD_TOO_MANY_PANELS', errorMessage: say(`Panoda en çok ${DASHBOARD_LIMITS.maxPanels} panel olabilir; ${panels.length} gönderildi.`, `A dashboard holds at most ${DASHBOARD_LIMITS.maxPanels} panels; ${panels.length} were sent.`) });
  }
  const unknown = panels.map((p) => p.reportId).filter((id): id is string => id !== null && !knownReports.has(id));
  if (unknown.length > 0) {
    errors.push({ errorCode: 'DASHBOARD_UNKNOWN_REPORT', errorMessage: say(`Böyle bir rapor yok: ${unknown.join(', ')}.`, `There is no such report: ${unknown.join(', ')}.`) });
  }
  for (const split of splitsOf(root)) {
    const total = split.sizes.reduce((sum, size) => sum + size, 0);
    if (split.sizes.length !== split.children.length || Math.abs(total - 100) > 0.5) {
      errors.push({ errorCode: 'DASHBOARD_BAD_SIZES', errorMessage: say('Bir bölmenin payları her alt bölme için bir tane olmalı ve toplamı 100 etmeli.', 'A split needs one share per part, adding up to 100.') });
      break;
    }
  }
  const ids = [...panels.map((p) => p.id), ...splitsOf(root).map((s) => s.id)];
  if (new Set(ids).size !== ids.length) {
    errors.push({ errorCode: 'DASHBOARD_DUPLICATE_ID', errorMessage: say('Her panelin ve bölmenin kimliği tek olmalı.', 'Every panel and split needs an id of its own.') });
  }
  return errors;
}

/** The dashboard to store, or a 400 envelope in the reader's language saying what is wrong. */
export function parseDashboardInput(body: unknown, knownReports: ReadonlySet<string>, locale: Locale): DashboardDocument {
  const say: Say = (tr, en) => (locale === 'tr' ? tr : en);
  const refuse = (errors: { errorCode: string; errorMessage: string }[]) => new ApiError(400, errors);
  const looksVersioned = body !== null && typeof body === 'object' && !Array.isArray(body) && typeof (body as { schemaVersion?: unknown }).schemaVersion === 'number';
  const migrated = looksVersioned ? migrateDashboard(body as { schemaVersion: number; layout: unknown }) : body;
  // A tree too deep for the meaning checks to walk is refused before ajv recurses into it.
  if (JSON.stringify(migrated ?? null).length > DASHBOARD_LIMITS.maxBodyBytes || nesting(migrated) > DASHBOARD_LIMITS.maxDepth * 2 + 4) {
    throw refuse([{ errorCode: 'DASHBOARD_TOO_LARGE', errorMessage: say('Pano çok büyük ya da çok iç içe.', 'The dashboard is too large or nested too deeply.') }]);
  }
  if (!validateShape(migrated)) {
    const detail = (validateShape.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');
    throw refuse([{ errorCode: 'INVALID_DASHBOARD', errorMessage: say(`Pano biçimi geçersiz (${detail}).`, `The dashboard is not well formed (${detail}).`) }]);
  }
  const document = migrated as DashboardDocument;
  const errors = meaningErrors(document, knownReports, say);
  if (errors.length > 0) throw refuse(errors);
  return document;
}

/** How deeply objects and arrays nest in a JSON value. */
function nesting(value: unknown, level = 0): number {
  if (level > 64 || value === null || typeof value !== 'object') return level;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.reduce<number>((deepest, child) => Math.max(deepest, nesting(child, level + 1)), level + 1);
}
