// One report's files for a whole-page zip, gathered as the page shows them: the CSV and XLSX from the export
// route (the very files the export buttons download, charged to the reader's rate limit like them), the chart
// from the live instance as SVG and PNG (the chart panel's own picture maker, with its title and range line),
// the summary from the page's answer, and the metadata file saying what all of it is.
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeName } from '../../engine/charts/chartType';
import type { Locale } from '../../engine/locale/locale';
import { dateFilterRange } from '../../engine/request/periodRange';
import { dateRangeFilterOf } from '../../engine/url/reportView';
import { metaQuery } from '../api/appApi';
import { pageBundleText } from '../i18n/pageBundleText';
import { reportApiCall } from '../reference/reportApiCall';
import { toChartPicture } from '../report/chart/chartPicture';
import { fetchExport } from '../report/export/downloadExport';
import { hasChartData } from '../report/hasChartData';
import { reportQuery } from '../report/reportQuery';
import { reportRows } from '../report/reportRows';
import { toBundleMetadata } from './bundleMetadata';
import { bundleBase, reportBundleFiles, type BundleFile } from './bundleListing';
import type { ReportBundleSource } from './bundleSources';
import { liveOption, waitForLiveChart } from './liveChart';
import { summaryCsv } from './summaryCsv';

/** The table formats a zip holds, when the report offers them. */
const TABLE_FORMATS = ['csv', 'xlsx'] as const;
const BACKGROUND: Record<ThemeName, string> = { light: '#ffffff', dark: '#161d25' };

export type BundleStep = 'table' | 'chart' | 'zip';

export interface BundleContext {
  client: QueryClient;
  locale: Locale;
  theme: ThemeName;
  origin: string;
  now: Date;
  /** "Istanbul time (UTC+3)" and the simulated-data note under a picture's title, as the chart panel writes them. */
  pictureNotes: { timeZone: string; simulated: string };
  onStep?: (step: BundleStep) => void;
}

const dayText = (day: string) => day.split('-').reverse().join('.');

export async function collectReportBundle(source: ReportBundleSource, root: Element | null, link: string, context: BundleContext, folder = ''): Promise<{ base: string; files: BundleFile[] }> {
  const { descriptor, values, view } = source;
  const { locale } = context;
  const text = pageBundleText[locale];
  const notes: string[] = [];
  const response = await context.client.fetchQuery(reportQuery(descriptor, values));
  const rows = reportRows(response, descriptor) ?? [];
  const meta = await context.client.fetchQuery(metaQuery());
  const dateFilter = dateRangeFilterOf(descriptor);
  const range = dateFilter ? dateFilterRange(dateFilter, values) : undefined;
  const base = bundleBase(descriptor.id, range);

  context.onStep?.('table');
  const tables: { name: string; data: Blob }[] = [];
  const formats = TABLE_FORMATS.filter((format) => descriptor.export?.includes(format));
  if (!descriptor.api.exportPath || formats.length === 0) notes.push(text.noteNoTable);
  else if (rows.length === 0) notes.push(text.noteNoRows);
  else {
    // One after the other: two renders at once could find the render pool full where one would not.
    for (const format of formats) {
      const file = await fetchExport(descriptor, values, format, view);
      tables.push({ name: file.name, data: file.blob });
    }
  }

  let chart: { svg: Blob; png: Blob } | undefined;
  if (descriptor.chart && rows.length > 0 && hasChartData(descriptor, rows)) {
    if (!source.showChart) notes.push(text.noteNoChart);
    else {
      context.onStep?.('chart');
      const live = root ? await waitForLiveChart(root) : undefined;
      if (!live) notes.push(text.noteChartNotDrawn);
      else {
        const option = liveOption(live);
        const subtitle = [range ? `${dayText(range.start)} – ${dayText(range.end)}` : '', context.pictureNotes.timeZone, meta.simulated ? context.pictureNotes.simulated : '']
          .filter(Boolean)
          .join(' · ');
        const picture = { theme: context.theme, title: descriptor.title[locale], subtitle, background: BACKGROUND[context.theme] };
        chart = { svg: await toChartPicture('svg', option, picture), png: await toChartPicture('png', option, picture) };
      }
    }
  }

  const summary = rows.length > 0 ? summaryCsv(descriptor, response, rows, locale) : undefined;
  if (summary === undefined && rows.length > 0) notes.push(text.noteNoSummary);

  const metadata = (files: readonly string[]) =>
    `${JSON.stringify(
      toBundleMetadata({
        descriptor,
        values,
        locale,
        columns: view.columns,
        sort: view.sort,
        range,
        simulated: meta.simulated,
        retrievedAt: context.now,
        link,
        apiCall: reportApiCall(descriptor, values, context.origin),
        files,
        notes,
      }),
      null,
      2,
    )}\n`;
  return { base, files: reportBundleFiles({ base, tables, chart, summary, metadata }, folder) };
}
