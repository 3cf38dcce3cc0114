// Layer 2 of descriptor validation: named checks of meaning, run on a descriptor that passed the schema.
// Each check returns problems that say where (JSON pointer), what and how to fix it.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { answerItemFields } from '../catalogue/answerItemFields';
import { findOperation } from '../catalogue/catalogue';
import { chartTypes } from '../charts/chartTypes';
import { columnTypeForCatalogue, columnTypeOf, isNumericColumn } from '../columns/columnTypes';
import { lookups } from '../lookups/lookups';
import { unitCorrection } from '../catalogue/catalogueUnitCorrections';
import { seriesColors } from '../charts/seriesColors';
import { units } from '../units/units';
import { parseSummaryExpression } from '../summary/parseSummaryExpression';
import { suggestKnown } from './closestNames';
import type { DescriptorProblem } from './descriptorProblem';

type Finding = Omit<DescriptorProblem, 'file' | 'check'>;
export interface SemanticCheck { name: string; run(d: ReportDescriptor): Finding[] }

const columnKeys = (d: ReportDescriptor) => new Set(d.columns.map((c) => c.key));
const known = (values: Iterable<string>) => [...values].join(', ');

const apiOperationExists: SemanticCheck = {
  name: 'apiOperationExists',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [{ pointer: '/api/path', message: `${d.api.service}${d.api.path} is not an operation of the web service`, fix: 'copy the path exactly from the reference catalogue (src/engine/catalogue/api-catalogue.json)' }];
    if (op.method !== d.api.method) return [{ pointer: '/api/method', message: `the service answers ${d.api.path} with ${op.method}, not ${d.api.method}`, fix: `set "method": "${op.method}"` }];
    return [];
  },
};

const itemFieldsMatchCatalogue: SemanticCheck = {
  name: 'itemFieldsMatchCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [];
    // A RestResponse answering one object DTO: the columns are the DTO's fields (answerItemFields).
    const expected = new Set(answerItemFields(op).map((f) => f.name));
    const findings: Finding[] = [];
    d.columns.forEach((c, i) => {
      if (!expected.has(c.key)) findings.push({ pointer: `/columns/${i}/key`, message: `"${c.key}" is not an item field of ${d.api.path}`, fix: `use one of: ${known(expected)}` });
    });
    const declared = columnKeys(d);
    for (const name of expected) {
      if (!declared.has(name)) findings.push({ pointer: '/columns', message: `item field "${name}" of ${d.api.path} has no column`, fix: `add a column with "key": "${name}" (set "hidden": true to keep it out of the table)` });
    }
    return findings;
  },
};

const unitsMatchCatalogue: SemanticCheck = {
  name: 'unitsMatchCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [];
    const unitByField = new Map(answerItemFields(op).map((f) => [f.name, f.unit]));
    return d.columns.flatMap((c, i) => {
      const expected = unitCorrection(d.api.service, d.api.path, c.key)?.unit ?? unitByField.get(c.key);
      if (!expected || !c.unit || unitSpelling(expected) === unitSpelling(c.unit)) return [];
      return [{ pointer: `/columns/${i}/unit`, message: `the service gives "${c.key}" in ${expected}, not ${c.unit}`, fix: `set "unit": "${expected}"` }];
    });
  },
};

const columnTypesMatchCatalogue: SemanticCheck = {
  name: 'columnTypesMatchCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [];
    const typeByField = new Map(answerItemFields(op).map((f) => [f.name, f.type]));
    return d.columns.flatMap((c, i) => {
      const itemType = typeByField.get(c.key);
      if (itemType === undefined) return [];
      const wanted = columnTypeForCatalogue(itemType);
      if (wanted && wanted.type !== c.type) return [{ pointer: `/columns/${i}/type`, message: `the service answers "${c.key}" as ${itemType}`, fix: `set "type": "${wanted.type}"` }];
      if (!wanted && columnTypeOf(c).catalogueTypes) return [{ pointer: `/columns/${i}/type`, message: `a ${c.type} column needs an item field the service types so; "${c.key}" is ${itemType}`, fix: 'choose the type that matches the catalogue (text, number, integer or a time type)' }];
      return [];
    });
  },
};

/** The catalogue spells one unit several ways (`TL/1000 sm3`, `TL/1000sm3`, `TL/1000 Sm3`): spaces, dots and case do not count. */
function unitSpelling(unit: string): string {
  return unit.replace(/[\s.]/g, '').toLowerCase();
}

const requestFieldsMatchCatalogue: SemanticCheck = {
  name: 'requestFieldsMatchCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [];
    const fields = new Map(op.request.map((f) => [f.name, f]));
    const findings: Finding[] = [];
    for (const [name, field] of Object.entries(d.api.request)) {
      const real = fields.get(name);
      if (!real) findings.push({ pointer: `/api/request/${name}`, message: `"${name}" is not a request field of ${d.api.path}`, fix: `use one of: ${known([...fields.keys()].filter((k) => k !== 'page'))}` });
      else if (real.required && !field.required) findings.push({ pointer: `/api/request/${name}/required`, message: `the service requires "${name}"`, fix: 'set "required": true' });
    }
    for (const [name, real] of fields) {
      if (real.required && !(name in d.api.request)) findings.push({ pointer: '/api/request', message: `required request field "${name}" is not declared`, fix: `add "${name}" to api.request` });
    }
    if (d.api.paged && !fields.has('page')) findings.push({ pointer: '/api/paged', message: `${d.api.path} takes no page object`, fix: 'set "paged": false' });
    return findings;
  },
};

const exportPathMatchesCatalogue: SemanticCheck = {
  name: 'exportPathMatchesCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    if (!op) return [];
    if (d.api.exportPath && d.api.exportPath !== op.exportPath) {
      return [{ pointer: '/api/exportPath', message: `the export of ${d.api.path} is ${op.exportPath ?? 'not offered by the service'}`, fix: op.exportPath ? `set "exportPath": "${op.exportPath}"` : 'remove exportPath' }];
    }
    if (!d.api.exportPath && d.export.length > 0 && op.exportPath) {
      return [{ pointer: '/export', message: 'export formats are listed but api.exportPath is missing', fix: `add "exportPath": "${op.exportPath}"` }];
    }
    return [];
  },
};

const summaryMatchesCatalogue: SemanticCheck = {
  name: 'summaryMatchesCatalogue',
  run(d) {
    const op = findOperation(d.api.service, d.api.path);
    const summary = d.api.summary;
    if (!op || !summary) return [];
    if (!op.envelope.includes(summary.key)) return [{ pointer: '/api/summary/key', message: `the service's answer has no "${summary.key}" block (it has ${known(op.envelope)})`, fix: 'use the block name of the service' }];
    const real = op.summary[summary.key];
    if (!real) return [];
    return Object.keys(summary.fields).filter((f) => !real.includes(f)).map((f) => ({
      pointer: `/api/summary/fields/${f}`, message: `"${f}" is not a field of the service's ${summary.key} block`, fix: `use one of: ${known(real)}`,
    }));
  },
};

const summaryNamesColumns: SemanticCheck = {
  name: 'summaryNamesColumns',
  run(d) {
    const keys = columnKeys(d);
    return Object.entries(d.api.summary?.fields ?? {}).flatMap(([name, expression]) => {
      const { field } = parseSummaryExpression(expression);
      return keys.has(field) ? [] : [{ pointer: `/api/summary/fields/${name}`, message: `"${expression}" names no column`, fix: `use one of: ${known(keys)}` }];
    });
  },
};

const chartNamesColumns: SemanticCheck = {
  name: 'chartNamesColumns',
  run(d) {
    if (!d.chart) return [];
    const keys = columnKeys(d);
    const findings: Finding[] = [];
    const expect = (name: string, pointer: string) => {
      if (!keys.has(name)) findings.push({ pointer, message: `the chart names "${name}", which is not a column`, fix: `use one of: ${known(keys)}` });
    };
    expect(d.chart.x, '/chart/x');
    d.chart.series.forEach((s, i) => expect(s, `/chart/series/${i}`));
    if (d.chart.groupBy) expect(d.chart.groupBy, '/chart/groupBy');
    d.chart.series.forEach((s, i) => {
      const col = d.columns.find((c) => c.key === s);
      if (col && !isNumericColumn(col)) findings.push({ pointer: `/chart/series/${i}`, message: `series "${s}" is a ${col.type} column; a series must be numeric`, fix: 'chart a number or integer column' });
    });
    return findings;
  },
};

const chartTypesExist: SemanticCheck = {
  name: 'chartTypesExist',
  run(d) {
    if (!d.chart) return [];
    const ids = Object.keys(chartTypes);
    const findings: Finding[] = [];
    if (!Object.hasOwn(chartTypes, d.chart.type)) findings.push({ pointer: '/chart/type', message: `unknown chart type "${d.chart.type}"`, fix: suggestKnown(d.chart.type, ids, 'src/engine/charts/chartTypes.ts') });
    (d.chart.choices ?? []).forEach((c, i) => {
      if (!Object.hasOwn(chartTypes, c)) findings.push({ pointer: `/chart/choices/${i}`, message: `unknown chart type "${c}"`, fix: suggestKnown(c, ids, 'src/engine/charts/chartTypes.ts') });
    });
    if (d.chart.choices && !d.chart.choices.includes(d.chart.type)) findings.push({ pointer: '/chart/choices', message: `the default chart type "${d.chart.type}" is not among the choices`, fix: `add "${d.chart.type}" to choices` });
    return findings;
  },
};

/** What a chart type needs that the schema alone cannot say: the band's and the candle's series, one unit per pie. */
const chartTypeSettings: SemanticCheck = {
  name: 'chartTypeSettings',
  run(d) {
    if (!d.chart) return [];
    const chart = d.chart;
    const offered = new Set([chart.type, ...(chart.choices ?? [])]);
    const findings: Finding[] = [];
    const inSeries = (key: string, pointer: string) => {
      if (!chart.series.includes(key)) findings.push({ pointer, message: `"${key}" is not one of chart.series`, fix: `use one of: ${known(chart.series)}` });
    };
    if (offered.has('rangeArea')) {
      if (!chart.range) findings.push({ pointer: '/chart', message: 'a rangeArea chart needs chart.range', fix: 'add "range": { "low": <series>, "high": <series> }' });
      else {
        inSeries(chart.range.low, '/chart/range/low');
        inSeries(chart.range.high, '/chart/range/high');
        if (chart.range.low === chart.range.high) findings.push({ pointer: '/chart/range', message: 'the band runs between one series and itself', fix: 'name two different series' });
        const unitOf = (key: string) => d.columns.find((c) => c.key === key)?.unit;
        if (unitOf(chart.range.low) !== unitOf(chart.range.high)) findings.push({ pointer: '/chart/range', message: `the band runs between a ${unitOf(chart.range.low) ?? 'unitless'} and a ${unitOf(chart.range.high) ?? 'unitless'} series`, fix: 'name two series of one unit' });
      }
    }
    if (offered.has('candle')) {
      if (!chart.ohlc) findings.push({ pointer: '/chart', message: 'a candle chart needs chart.ohlc', fix: 'add "ohlc": { "open", "high", "low", "close" } naming series' });
      else for (const part of ['open', 'high', 'low', 'close'] as const) inSeries(chart.ohlc[part], `/chart/ohlc/${part}`);
    }
    if (['pie', 'rosePie', 'donut'].some((t) => offered.has(t))) {
      const seriesUnits = new Set(chart.series.map((key) => d.columns.find((c) => c.key === key)?.unit));
      if (seriesUnits.size > 1) findings.push({ pointer: '/chart/series', message: `a pie shares out one whole, but the series have units ${known([...seriesUnits].map(String))}`, fix: 'offer pie types only for series of one unit' });
    }
    return findings;
  },
};

/** A filter's fixed lookup values: only the request fields the lookup lets a filter fix, with a value it takes. */
function lookupParamsProblems(lookupId: string, params: Record<string, unknown>, pointer: string): Finding[] {
  const fixable = Object.hasOwn(lookups, lookupId) ? lookups[lookupId]!.fixedParameters ?? {} : {};
  return Object.entries(params).flatMap(([name, value]): Finding[] => {
    const allowed = Object.hasOwn(fixable, name) ? fixable[name]! : undefined;
    if (!allowed) return [{ pointer: `${pointer}/${name}`, message: `lookup "${lookupId}" takes no fixed "${name}"`, fix: Object.keys(fixable).length ? `use one of: ${known(Object.keys(fixable))}` : 'remove lookupParams, or declare fixedParameters in src/engine/lookups/lookups.ts' }];
    if (!allowed.includes(String(value))) return [{ pointer: `${pointer}/${name}`, message: `"${name}" of lookup "${lookupId}" cannot be ${JSON.stringify(value)}`, fix: `use one of: ${known([...allowed])}` }];
    return [];
  });
}

/** A lookup opening on its first option: one default only, and a field that is never empty ("all" would be refilled). */
function firstOptionProblems(f: Extract<PlainFilter, { widget: 'lookup' }>, pointer: string): Finding[] {
  if (f.defaultFirst !== true) return [];
  const findings: Finding[] = [];
  if (f.default !== undefined) findings.push({ pointer: `${pointer}/default`, message: 'the filter opens on its first option and also on a fixed default', fix: 'remove "default" (or "defaultFirst")' });
  if (f.allowEmpty !== false) findings.push({ pointer: `${pointer}/allowEmpty`, message: 'a filter opening on its first option always holds a value, so it cannot offer "all"', fix: 'set "allowEmpty": false' });
  return findings;
}

const unitsExist: SemanticCheck = {
  name: 'unitsExist',
  run(d) {
    return d.columns.flatMap((c, i) => (c.unit && !Object.hasOwn(units, c.unit)
      ? [{ pointer: `/columns/${i}/unit`, message: `unknown unit "${c.unit}"`, fix: `${suggestKnown(c.unit, Object.keys(units), 'src/engine/units/units.ts')}, or register it there` }]
      : []));
  },
};

const seriesColorsExist: SemanticCheck = {
  name: 'seriesColorsExist',
  run(d) {
    return d.columns.flatMap((c, i) => (c.color !== undefined && !Object.hasOwn(seriesColors, c.color)
      ? [{ pointer: `/columns/${i}/color`, message: `unknown series colour "${c.color}"`, fix: `${suggestKnown(c.color, Object.keys(seriesColors), 'src/engine/charts/seriesColors.ts')}, or register it there` }]
      : []));
  },
};

type Filter = ReportDescriptor['filters'][number];
type PlainFilter = Exclude<Filter, { widget: 'choice' }>;

/** The request fields a filter sends, each with its pointer: a range two, a delivery period its year too. */
function filterBinds(f: Filter, pointer: string): Array<{ name: string; pointer: string }> {
  if (f.widget === 'dateRange') return f.bind.map((name, j) => ({ name, pointer: `${pointer}/bind/${j}` }));
  if (f.widget === 'deliveryPeriod') return [{ name: f.bind, pointer: `${pointer}/bind` }, { name: f.yearBind, pointer: `${pointer}/yearBind` }];
  return [{ name: f.bind, pointer: `${pointer}/bind` }];
}

/** What one filter (outside or inside a choice) binds wrongly; `scope` is every filter sent with it. */
function plainFilterProblems(d: ReportDescriptor, f: PlainFilter, pointer: string, scope: readonly PlainFilter[]): Finding[] {
  const findings: Finding[] = [];
  const request = d.api.request;
  for (const { name, pointer: at } of filterBinds(f, pointer)) {
    const field = request[name];
    if (!field) findings.push({ pointer: at, message: `the filter binds "${name}", which is not in api.request`, fix: `use one of: ${known(Object.keys(request))}` });
    else if (f.widget === 'dateRange' && field.type !== 'datetime') findings.push({ pointer: at, message: `a date range binds "${name}", which is a ${field.type} field`, fix: 'bind datetime request fields' });
  }
  if (f.widget === 'lookup') {
    if (!Object.hasOwn(lookups, f.lookup)) findings.push({ pointer: `${pointer}/lookup`, message: `unknown lookup "${f.lookup}"`, fix: `${suggestKnown(f.lookup, Object.keys(lookups), 'src/engine/lookups/lookups.ts')}, or register it there` });
    if (f.dependsOn && !scope.some((other) => other !== f && (other.widget === 'dateRange' ? other.bind.includes(f.dependsOn!) : other.bind === f.dependsOn))) {
      findings.push({ pointer: `${pointer}/dependsOn`, message: `"${f.dependsOn}" is not bound by another filter sent with this one`, fix: 'name the bind of the filter this lookup depends on (a field of a date range for the whole range)' });
    }
    findings.push(...firstOptionProblems(f, pointer));
    findings.push(...lookupParamsProblems(f.lookup, f.lookupParams ?? {}, `${pointer}/lookupParams`));
  }
  // An hour is one delivery hour: the server reads that hour of its one field's day, never a range of hours.
  if (f.widget === 'dateRange' && f.granularity === 'hour' && f.bind.length !== 1) {
    findings.push({ pointer: `${pointer}/bind`, message: 'an hour filter binds one field (one delivery hour)', fix: 'bind one datetime field, e.g. ["date"], or use granularity day for a range' });
  }
  if (f.widget === 'select' && !f.options.some((o) => o.value === f.default)) {
    findings.push({ pointer: `${pointer}/default`, message: `default ${JSON.stringify(f.default)} is not one of the options`, fix: 'set the default to an option value' });
  }
  if (f.widget === 'deliveryPeriod' && f.default !== undefined && !f.periods.some((o) => o.value === f.default)) {
    findings.push({ pointer: `${pointer}/default`, message: `default ${JSON.stringify(f.default)} is not one of the periods`, fix: `use one of: ${known(f.periods.map((o) => String(o.value)))}, or leave it out for every period` });
  }
  return findings;
}

const filtersBindRequestFields: SemanticCheck = {
  name: 'filtersBindRequestFields',
  run(d) {
    const findings: Finding[] = [];
    const bound = new Set<string>();
    const plain = d.filters.filter((f): f is PlainFilter => f.widget !== 'choice');
    d.filters.forEach((f, i) => {
      for (const { name } of filterBinds(f, `/filters/${i}`)) bound.add(name);
      if (f.widget !== 'choice') {
        findings.push(...plainFilterProblems(d, f, `/filters/${i}`, plain));
        return;
      }
      if (!d.api.request[f.bind]) findings.push({ pointer: `/filters/${i}/bind`, message: `the choice binds "${f.bind}", which is not in api.request`, fix: `use one of: ${known(Object.keys(d.api.request))}` });
      const values = f.alternatives.map((a) => a.value);
      if (!values.includes(f.default)) findings.push({ pointer: `/filters/${i}/default`, message: `default ${JSON.stringify(f.default)} is not the value of an alternative`, fix: `use one of: ${known(values.map((v) => JSON.stringify(v)))}` });
      values.forEach((v, j) => {
        if (values.indexOf(v) !== j) findings.push({ pointer: `/filters/${i}/alternatives/${j}/value`, message: `two alternatives select ${JSON.stringify(v)}`, fix: 'give each alternative its own value' });
      });
      f.alternatives.forEach((a, j) => {
        // An alternative's filters are sent with the page's other filters, never with another alternative's.
        const scope = [...plain, ...a.filters];
        a.filters.forEach((inner, k) => {
          const pointer = `/filters/${i}/alternatives/${j}/filters/${k}`;
          for (const { name } of filterBinds(inner, pointer)) bound.add(name);
          findings.push(...plainFilterProblems(d, inner, pointer, scope));
        });
      });
    });
    for (const [name, field] of Object.entries(d.api.request)) {
      if (field.required && !bound.has(name) && field.default === undefined) {
        findings.push({ pointer: `/api/request/${name}`, message: `required field "${name}" has no filter and no default, so the page cannot ask for data`, fix: 'bind it in a filter or give it a default' });
      }
    }
    return findings;
  },
};

const tableSortNamesColumn: SemanticCheck = {
  name: 'tableSortNamesColumn',
  run(d) {
    const field = d.table?.sort?.field;
    return field && !columnKeys(d).has(field)
      ? [{ pointer: '/table/sort/field', message: `sorts by "${field}", which is not a column`, fix: `use one of: ${known(columnKeys(d))}` }]
      : [];
  },
};

const columnKeysUnique: SemanticCheck = {
  name: 'columnKeysUnique',
  run(d) {
    const seen = new Set<string>();
    return d.columns.flatMap((c, i) => {
      if (seen.has(c.key)) return [{ pointer: `/columns/${i}/key`, message: `column "${c.key}" is declared twice`, fix: 'remove the duplicate' }];
      seen.add(c.key);
      return [];
    });
  },
};

/** The bidding-zone field `region` is always chosen from the zones the platform lists (TR1 today, more later). */
const regionFromRegionList: SemanticCheck = {
  name: 'regionFromRegionList',
  run(d) {
    if (!Object.hasOwn(d.api.request, 'region')) return [];
    const index = d.filters.findIndex((f) => f.widget !== 'dateRange' && 'bind' in f && f.bind === 'region');
    const filter = d.filters[index];
    if (filter?.widget === 'lookup' && filter.lookup === 'region-list') return [];
    return [{
      pointer: index >= 0 ? `/filters/${index}` : '/filters',
      message: 'the request takes a region, but no region-list lookup filter feeds it',
      fix: 'add { "widget": "lookup", "bind": "region", "lookup": "region-list", "default": "TR1", "allowEmpty": false, "label": ... }',
    }];
  },
};

export const semanticChecks: readonly SemanticCheck[] = [
  apiOperationExists, itemFieldsMatchCatalogue, unitsMatchCatalogue, columnTypesMatchCatalogue, requestFieldsMatchCatalogue, exportPathMatchesCatalogue,
  summaryMatchesCatalogue, summaryNamesColumns, chartNamesColumns, chartTypesExist, chartTypeSettings, unitsExist, seriesColorsExist, filtersBindRequestFields,
  tableSortNamesColumn, columnKeysUnique, regionFromRegionList,
];

export function runSemanticChecks(file: string, descriptor: ReportDescriptor): DescriptorProblem[] {
  return semanticChecks.flatMap((check) => check.run(descriptor).map((f) => ({ ...f, file, check: check.name })));
}
