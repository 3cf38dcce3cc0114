// What a whole-page zip holds and under which names. A report's zip: the table files under the names the
// export route gives them (the same files its CSV and XLSX buttons download), the chart as SVG and PNG, the
// summary and the metadata file, all named by report id and range like every other download
// (dam-mcp_2024-07-01_2024-07-31_UTC+3_chart.png). A dashboard's zip: one folder per panel, numbered in the
// dashboard's order, each holding its report's files, and the dashboard's own metadata file at the top.
import { exportFileName } from '../../engine/export/exportFileName';
import { ISTANBUL_UTC_OFFSET } from '../../engine/format/timeZoneLabel';
import { istanbulTimestamp } from './bundleMetadata';

export type BundleData = Blob | string;

export interface BundleFile {
  path: string;
  data: BundleData;
}

export interface ReportBundleParts {
  /** The report id and range part shared by every file name (exportFileName without extension). */
  base: string;
  /** The table's files as the export route answered them: name and body. */
  tables: readonly { name: string; data: BundleData }[];
  chart?: { svg: BundleData; png: BundleData } | undefined;
  summary?: string | undefined;
  /** The metadata file's text, given the names of the files beside it. */
  metadata: (files: readonly string[]) => string;
}

/** dam-mcp_2024-07-01_2024-07-31_UTC+3: the report id and range, as every download of the page names them. */
export function bundleBase(reportId: string, range: { start: string; end: string } | undefined): string {
  return exportFileName(reportId, range?.start, range?.end, 'csv').replace(/\.csv$/, '');
}

export const reportZipName = (base: string): string => `${base}_page.zip`;

/** The report's files in the order a reader meets them on the page: table, chart, summary, then the metadata. */
export function reportBundleFiles(parts: ReportBundleParts, folder = ''): BundleFile[] {
  const files: BundleFile[] = parts.tables.map((table) => ({ path: table.name, data: table.data }));
  if (parts.chart) {
    files.push({ path: `${parts.base}_chart.svg`, data: parts.chart.svg }, { path: `${parts.base}_chart.png`, data: parts.chart.png });
  }
  if (parts.summary !== undefined) files.push({ path: `${parts.base}_summary.csv`, data: parts.summary });
  const names = files.map((file) => file.path);
  files.push({ path: `${parts.base}_metadata.json`, data: parts.metadata(names) });
  return files.map((file) => ({ ...file, path: `${folder}${file.path}` }));
}

/** A panel's folder: its place on the dashboard and its report (01_dam-mcp/), so folders sort as panels stand. */
export function panelFolder(index: number, reportId: string): string {
  return `${String(index).padStart(2, '0')}_${bundleBase(reportId, undefined).replace(/_UTC\+3$/, '')}/`;
}

/** dashboard_2024-07-29_1405_UTC+3.zip: the day and minute it was taken, Istanbul time. */
export function dashboardZipName(at: Date): string {
  const stamp = istanbulTimestamp(at);
  return `dashboard_${stamp.slice(0, 10)}_${stamp.slice(11, 13)}${stamp.slice(14, 16)}_${ISTANBUL_UTC_OFFSET}.zip`;
}

export const DASHBOARD_METADATA_NAME = 'dashboard_metadata.json';
