// Renders one export where it costs the server least: inline when that takes a few milliseconds, else in the
// worker pool. The render is charged against the caller's rate limit before it starts; a full pool is a 503
// BUSY with Retry-After, answered before the charge, so that a caller told to come back has not paid for nothing.
// A pooled export answers with its body as a stream, sent as the worker writes it (a PDF page by page, an XLSX
// as it is compressed); a large XLSX even reads its rows from the store as the worker asks for them (StreamedRows).
// A failure before the first bytes is still an error the route answers in the error envelope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFormat } from '../../engine/export/exportInput';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { ExportFile } from './writers/exportFile';
import { writeExport } from './writers/writeExport';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { renderCost } from './reportCost';
import type { RenderInput } from './renderMessages';
import { RenderPoolBusy, type RenderedExport, type RenderPool } from './renderPool';
import { rendersInPool } from './rendersInPool';

export function renderExport(request: FastifyRequest, reply: FastifyReply, pool: RenderPool, format: ExportFormat, input: RenderInput, stream?: StreamedRows): Promise<ExportFile | RenderedExport> {
  const rows = stream?.expectedRows ?? input.rows.reduce((sum, batch) => sum + batch.length, 0);
  if (!stream && !rendersInPool(format, rows, input.columns.length)) {
    request.chargeCost(renderCost(format, rows));
    return writeExport(format, input);
  }
  const busyFor = pool.busyFor();
  if (busyFor !== undefined) {
    void stream?.moreRows.return?.().catch(() => undefined);
    throw busy(request, reply, busyFor);
  }
  request.chargeCost(renderCost(format, rows));
  return pool.render(format, input, stream?.moreRows).catch((error: unknown) => {
    throw error instanceof RenderPoolBusy ? busy(request, reply, error.retryAfterSeconds) : error;
  });
}

/** The rows of an export still to be read from the store (input.rows holding the first batches only). */
export interface StreamedRows {
  moreRows: AsyncIterator<ReportRow[]>;
  /** The rows the request may return, charged up front since the render starts before they are all read. */
  expectedRows: number;
}

function busy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  const message = requestLocale(request) === 'tr'
    ? `Sunucu şu anda çok sayıda dışa aktarma hazırlıyor; ${retryAfterSeconds} saniye sonra yeniden deneyin.`
    : `The server is busy preparing other exports; try again in ${retryAfterSeconds} seconds.`;
  return new ApiError(503, [{ errorCode: 'BUSY', errorMessage: message }]);
}
