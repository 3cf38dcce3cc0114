// Preview and apply of a list upload. The preview reads the file, checks every row and compares it with the
// list as stored: rows to add, to change (the fields before and after), to remove, and every row error; its token
// ties the file to the list as it was. The apply does it all again and writes only when the file has no error and
// the list is still the one previewed: the list (of the year) is replaced whole, the history and the audit record
// written and the data version moved, in one transaction (so the report answer cache never serves the old list).
import { createHash } from 'node:crypto';
import { recordAudit, type AuditActor } from '../../audit/auditLog';
import { ApiError, type ApiErrorItem } from '../../errors/apiError';
import { serializeWrites } from '../../publication/serializeWrites';
import { bumpDataVersion } from '../../store/dataVersion';
import { quoteIdentifier, sqlName } from '../../store/sqlIdentifier';
import type { Store, StoreTransaction } from '../../store/store';
import type { CellValue } from './cellParsers';
import { diffLists, replacementRows, type RowChange } from './diffLists';
import { deleteStatement, fingerprint, readCurrentRows, type CurrentRow } from './listRows';
import { parseUploadRows, type ParsedRow, type RowError } from './parseUploadRows';
import { readUploadFile, type FileKind } from './readUploadFile';
import type { ResolvedList } from './uploadColumns';
import { historyInsert, type UploadCounts } from './uploadHistory';

type Locale = 'tr' | 'en';

export interface UploadPreview {
  list: string;
  year: number | null;
  fileName: string;
  fileKind: FileKind;
  /** Rows of the list as stored now (of the year). */
  currentRows: number;
  counts: UploadCounts;
  adds: { row: number; values: Record<string, CellValue> }[];
  changes: RowChange[];
  removes: Record<string, CellValue>[];
  /** Every row error (the answer's `errors` key is the error envelope's, so these have their own). */
  rowErrors: RowError[];
  /** Present when the file has no error: what the apply must send back. */
  previewToken: string | null;
}

interface Checked { kind: FileKind; current: CurrentRow[]; rows: ParsedRow[]; errors: RowError[]; token: string }

const sha = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/** The file read and checked against the list as stored; a file that is no table at all is a 400. */
async function check(store: Pick<Store, 'query'>, resolved: ResolvedList, bytes: Uint8Array, year: number | null, locale: Locale): Promise<Checked> {
  const file = await readUploadFile(bytes);
  if (!file.ok) throw new ApiError(400, [{ errorCode: 'UNSUPPORTED_FILE', errorMessage: file.wrong[locale] }]);
  const parsed = parseUploadRows(file.rows, resolved, file.kind === 'xlsx');
  const current = await readCurrentRows(store, resolved, year);
  return { kind: file.kind, current, rows: parsed.rows, errors: parsed.errors, token: `${sha(bytes)}.${sha(fingerprint(current))}` };
}

export async function previewUpload(store: Pick<Store, 'query'>, resolved: ResolvedList, bytes: Uint8Array, year: number | null, fileName: string, locale: Locale): Promise<UploadPreview> {
  const checked = await check(store, resolved, bytes, year, locale);
  const ok = checked.errors.length === 0;
  const diff = ok ? diffLists(resolved, checked.current, checked.rows) : { adds: [], changes: [], removes: [], unchanged: 0 };
  return {
    list: resolved.list.id, year, fileName, fileKind: checked.kind, currentRows: checked.current.length,
    counts: { added: diff.adds.length, changed: diff.changes.length, removed: diff.removes.length, unchanged: diff.unchanged, rows: ok ? checked.rows.length : 0 },
    adds: diff.adds, changes: diff.changes, removes: diff.removes, rowErrors: checked.errors, previewToken: ok ? checked.token : null,
  };
}

export interface AppliedUpload { list: string; year: number | null; fileName: string; counts: UploadCounts }

/** Statements of the transaction go through exec, which runs on the transaction's connection. */
const inTransaction = (store: Store): StoreTransaction => ({ query: async (sql, params) => { await store.exec(sql, params); return []; } });

export function applyUpload(store: Store, resolved: ResolvedList, bytes: Uint8Array, request: { year: number | null; fileName: string; previewToken: string; actor: AuditActor; at: number; locale: Locale }): Promise<AppliedUpload> {
  const { year, fileName, locale } = request;
  // Queued behind the store's other writers, so that the list read here is the one replaced.
  return serializeWrites(store, async () => {
    const checked = await check(store, resolved, bytes, year, locale);
    if (checked.errors.length > 0) {
      throw new ApiError(400, checked.errors.map((e): ApiErrorItem => ({ errorCode: 'INVALID_ROW', errorMessage: locale === 'tr' ? e.messageTr : e.messageEn })));
    }
    if (checked.token !== request.previewToken) {
      throw new ApiError(409, [{ errorCode: 'PREVIEW_OUTDATED', errorMessage: locale === 'tr'
        ? 'Dosya ya da liste önizlemeden bu yana değişti; dosyayı yeniden önizleyin.'
        : 'The file or the list changed since the preview; preview the file again.' }]);
    }
    const diff = diffLists(resolved, checked.current, checked.rows);
    const counts: UploadCounts = { added: diff.adds.length, changed: diff.changes.length, removed: diff.removes.length, unchanged: diff.unchanged, rows: checked.rows.length };
    const { generatedId } = resolved.list;
    const table = sqlName(resolved.dataset.table);
    const nextId = generatedId
      ? Number((await store.query(`SELECT COALESCE(MAX(${quoteIdentifier(generatedId)}), 0) AS top FROM ${table}`))[0]?.top ?? 0) + 1
      : 0;
    const rows = replacementRows(resolved, checked.current, checked.rows, year, nextId);
    const target = resolved.list.perYear ? `list:${resolved.list.id}:${year}` : `list:${resolved.list.id}`;
    await store.exec('BEGIN TRANSACTION');
    try {
      const removal = deleteStatement(resolved, year);
      await store.exec(removal.sql, removal.params);
      await store.insertRows(table, [...resolved.dataset.dimensions, ...resolved.dataset.fields], rows, false);
      const history = historyInsert(request.at, request.actor, resolved.list.id, year, fileName, counts);
      await store.exec(history.sql, history.params);
      await recordAudit(inTransaction(store), request.actor, request.at, [{
        action: `upload-${resolved.list.id}`, target, before: { rows: checked.current.length }, after: { fileName, ...counts },
      }]);
      await bumpDataVersion(store);
      await store.exec('COMMIT');
    } catch (error) {
      await store.exec('ROLLBACK');
      throw error;
    }
    return { list: resolved.list.id, year, fileName, counts };
  });
}
