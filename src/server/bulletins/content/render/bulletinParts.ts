// Where a bulletin's heavy parts are drawn: its charts (ECharts SSR, about 50 ms each) and its PDF (pdfmake lays
// out and draws the whole file synchronously: 0.7–2 s of CPU for a daily electricity bulletin). Inline, each
// would hold every other request of the server for that long; with the server's render pool
// (src/server/exports/renderPool.ts) they are drawn in a worker thread, under the pool's limits, from plain data
// (a descriptor and rows; the built document with its charts as SVG text). Without a pool (scripts, tests) they
// are drawn inline. A full pool is waited out, as long as it says to come back, a few times: bulletins are made
// one at a time (publication/renderLane.ts), so a bulletin waits its turn while large exports run.
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import type { ReportRow } from '../../../../engine/rows/reportRow';
import { RenderPoolBusy, type RenderPool } from '../../../exports/renderPool';
import type { BulletinPart } from '../../../exports/renderMessages';
import type { BulletinLanguage } from '../../bulletinKinds';
import type { BulletinDocument } from '../bulletinModel';
import { BULLETIN_CHART_SIZE, bulletinChartSvg } from './chartSvg';
import { toBulletinPdf } from './toBulletinPdf';

export type BulletinPartPool = Pick<RenderPool, 'renderBulletinPart'>;

/** Draws one chart of a bulletin as SVG text. */
export type DrawBulletinChart = (descriptor: ReportDescriptor, rows: readonly ReportRow[], language: BulletinLanguage, size?: { width: number; height: number }) => Promise<string>;

/** How often a full pool is asked again before its RenderPoolBusy is passed on. */
const BUSY_TRIES = 4;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

async function inPool(pool: BulletinPartPool, part: BulletinPart): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const file = await pool.renderBulletinPart(part);
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (!(error instanceof RenderPoolBusy) || attempt >= BUSY_TRIES) throw error;
      await sleep(error.retryAfterSeconds * 1_000);
    }
  }
}

export function bulletinChartDrawer(pool?: BulletinPartPool): DrawBulletinChart {
  return async (descriptor, rows, language, size = BULLETIN_CHART_SIZE) => {
    if (!pool) return bulletinChartSvg(descriptor, rows, language, size);
    const svg = await inPool(pool, { chart: { descriptor, rows: [...rows], language, size: { width: size.width, height: size.height } } });
    return svg.toString('utf8');
  };
}

export function drawBulletinPdf(document: BulletinDocument, simulated: boolean, pool?: BulletinPartPool): Promise<Buffer> {
  return pool ? inPool(pool, { pdf: { document, simulated } }) : toBulletinPdf(document, simulated);
}
