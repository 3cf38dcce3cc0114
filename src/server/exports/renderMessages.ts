// What the server and a render worker say to each other. A job carries its rows as plain arrays (copied by
// structured clone: Dates and numbers survive, nothing else is needed). The file comes back in pieces, each an
// ArrayBuffer that is moved, not copied: `begin` (what the file is) just before the first piece, then `chunk`s
// in order, then `end`; or `failed`, before or between the pieces. A streamed job's rows come in batches the
// worker pulls (RenderFeed).
import type { ExportFormat, ExportInput } from '../../engine/export/exportInput';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { BulletinDocument } from '../bulletins/content/bulletinModel';

/** An export input whose rows are already in memory, so that it can cross to a worker. */
export type RenderInput = Omit<ExportInput, 'rows'> & { rows: ReportRow[][] };

/**
 * A job. With `more`, the rows in `input` are only the first batches: the worker asks for each further batch
 * (`pull`) when it has written the last, and the server answers with the next batch read from the store's
 * cursor (`rows`) or says there is none (`rowsEnd`); the file never waits for, nor holds, every row.
 */
export interface RenderJob { id: number; format: ExportFormat; input: RenderInput; more?: true }

/**
 * A part of a bulletin (src/server/bulletins/content) drawn in a worker: its PDF, from the built document (plain
 * data, charts as SVG text), or one chart's SVG, from the report's descriptor and rows. Either comes back as one
 * piece, like a CSV (the SVG as UTF-8 text).
 */
export interface BulletinPdfInput { document: BulletinDocument; simulated: boolean }
export interface BulletinChartInput { descriptor: ReportDescriptor; rows: ReportRow[]; language: 'tr' | 'en'; size: { width: number; height: number } }
export type BulletinPart = { pdf: BulletinPdfInput } | { chart: BulletinChartInput };
export interface BulletinPartJob { id: number; bulletinPart: BulletinPart }

/** Any job a worker is sent. */
export type PoolJob = RenderJob | BulletinPartJob;

/** What the server sends a worker after a job with `more`. */
export type RenderFeed =
  | { id: number; kind: 'rows'; rows: ReportRow[] }
  | { id: number; kind: 'rowsEnd' };

export type RenderAnswer =
  | { id: number; kind: 'pull' }
  | { id: number; kind: 'begin'; contentType: string; extension: string }
  | { id: number; kind: 'chunk'; body: ArrayBuffer }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'failed'; message: string };

/**
 * The bytes of a Buffer as an ArrayBuffer of their own, ready to be transferred. A small Buffer may be a slice
 * of Node's shared pool, which must never be transferred (the sender would lose the whole pool): it is copied.
 */
export function toTransferable(body: Buffer): ArrayBuffer {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
  return whole ? (body.buffer as ArrayBuffer) : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}
