// What a bulletin is made of between its figures and its files: the template's declarative sections (what to
// show, read from which report page) and the document they build (what to print), which the HTML and PDF
// writers draw in the same order. Every text a reader sees is in both languages until the document is built.
import type { ChartResolution } from '../../../../schemas/report.schema';
import type { BulletinMarket, BulletinPeriod } from '../bulletinKinds';

export interface BilingualText { tr: string; en: string }

/** A figure's value: an expression over one column of a report's rows, as a descriptor's summary writes it. */
export type FigureExpression = `${'avg' | 'min' | 'max' | 'sum' | 'tally'}(${string})` | `summary(${string})`;

export interface FigureSpec {
  label: BilingualText;
  /** The report page (descriptor id) the value is read from. */
  report: string;
  value: FigureExpression;
  /** Also show the previous period's value and the change (weekly, monthly and yearly bulletins). */
  compare?: boolean;
}

/** Columns of another report put beside a report's rows, matched on the time of the row. */
export interface JoinedReport { report: string; columns: string[] }

export interface KeyFiguresSection { kind: 'keyFigures'; heading: BilingualText; figures: FigureSpec[] }

export interface ReportTableSection {
  kind: 'table';
  heading: BilingualText;
  report: string;
  columns: string[];
  join?: JoinedReport[];
  /** A coarser step than the report's own (day averages or totals in a month, months in a year). */
  resolution?: Exclude<ChartResolution, 'hour'>;
}

export interface ReportChartSection {
  kind: 'chart';
  heading: BilingualText;
  report: string;
  /** A chart type of src/engine/charts/chartTypes.ts. */
  chartType: string;
  series: string[];
  join?: JoinedReport[];
  resolution?: Exclude<ChartResolution, 'hour'>;
}

/**
 * Each column's total over the period and its share of the whole (the generation mix) as a table, under a
 * stacked chart of the columns per step (the day's hours, a month's days, a year's months).
 */
export interface SharesSection {
  kind: 'shares';
  heading: BilingualText;
  report: string;
  columns: string[];
  /** A stacked chart type: stackedArea or stackedColumn. */
  chartType: string;
  resolution?: Exclude<ChartResolution, 'hour'>;
}

export type BulletinSection = KeyFiguresSection | ReportTableSection | ReportChartSection | SharesSection;

export interface BulletinTemplate {
  market: BulletinMarket;
  period: BulletinPeriod;
  /** The title before the period, e.g. "Daily electricity market bulletin". */
  title: BilingualText;
  /** One or two sentences under the title. */
  intro: BilingualText;
  sections: BulletinSection[];
}

// The built document, in one language.

export interface FigureLine { label: string; value: string; detail?: string }
export interface TableBlock { columns: { label: string; numeric: boolean }[]; rows: string[][] }

export type BlockBody =
  | { kind: 'figures'; figures: FigureLine[] }
  | { kind: 'table'; table: TableBlock }
  | { kind: 'chart'; svg: string; width: number; height: number; table?: TableBlock }
  | { kind: 'noData'; message: string };

export interface BulletinBlock { heading: string; body: BlockBody; note?: string }

export interface BulletinDocument {
  /** The whole title, period included (the document's title, the PDF's footer). */
  title: string;
  /** The title without the period, over the period line. */
  heading: string;
  /** The period in words, and the days it covers. */
  periodLine: string;
  intro: string;
  /** Istanbul time, simulated or real data. */
  notices: string[];
  blocks: BulletinBlock[];
  /** Where the figures come from: the report pages' titles. */
  sourceLine: string;
  generatedLine: string;
  language: 'tr' | 'en';
}
