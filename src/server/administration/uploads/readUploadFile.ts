// An uploaded file's bytes → its rows of text cells, deciding the kind by the content, never by the name: a zip
// archive holding a workbook is XLSX (the importers' readXlsx), text is CSV (decodeBytes: UTF-8 or Windows-1254,
// parseCsv: `;` `,` or tab); anything else (an image, a PDF, an old binary .xls) is refused with a message.
import { decodeBytes } from '../../importers/decodeBytes';
import { parseCsv, type SheetRow } from '../../importers/parseCsv';
import { readXlsx } from '../../importers/readXlsx';
import type { Wrong } from './cellParsers';

export type FileKind = 'xlsx' | 'csv';

export type ReadUpload = { ok: true; kind: FileKind; rows: SheetRow[] } | { ok: false; wrong: Wrong };

/** The largest file taken (bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1_048_576;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Control characters no CSV holds (tab, line feed and carriage return aside): the mark of a binary file. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const NOT_A_LIST: Wrong = {
  tr: 'Dosya bir CSV ya da XLSX tablosu değil (içeriği okunarak anlaşıldı; dosya adı değil). Listeyi Excel\'den "CSV UTF-8" ya da "Excel Çalışma Kitabı (.xlsx)" olarak kaydedip yeniden deneyin.',
  en: 'The file is not a CSV or XLSX table (judged by its content, not its name). Save the list from Excel as "CSV UTF-8" or "Excel Workbook (.xlsx)" and try again.',
};

export async function readUploadFile(bytes: Uint8Array): Promise<ReadUpload> {
  if (bytes.length === 0) return { ok: false, wrong: { tr: 'Dosya boş.', en: 'The file is empty.' } };
  if (ZIP.every((b, i) => bytes[i] === b)) {
    try {
      return { ok: true, kind: 'xlsx', rows: await readXlsx(bytes) };
    } catch {
      return { ok: false, wrong: { tr: 'Dosya bir XLSX çalışma kitabı gibi başlıyor ama okunamadı; bozuk olabilir.', en: 'The file starts like an XLSX workbook but cannot be read; it may be damaged.' } };
    }
  }
  const { text } = decodeBytes(bytes);
  if (BINARY.test(text.slice(0, 65_536))) return { ok: false, wrong: NOT_A_LIST };
  return { ok: true, kind: 'csv', rows: parseCsv(text) };
}
