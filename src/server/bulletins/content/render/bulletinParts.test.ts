// Where a bulletin's charts and PDF are drawn: a pool's answer is what the bulletin gets, a full pool is waited
// out (as long as it says) a few times and then passed on, and without a pool both are drawn here.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RenderPoolBusy, type RenderedExport } from '../../../exports/renderPool';
import type { BulletinPart } from '../../../exports/renderMessages';
import type { BulletinDocument } from '../bulletinModel';
import { bulletinChartDrawer, drawBulletinPdf, type BulletinPartPool } from './bulletinParts';

const document: BulletinDocument = {
  title: 'Günlük elektrik piyasası bülteni, 4 Ağustos 2024', heading: 'Günlük elektrik piyasası bülteni', periodLine: '4 Ağustos 2024', intro: 'Günün özeti.',
  notices: ['Saatler İstanbul saatidir (UTC+3).'], blocks: [{ heading: 'Öne çıkanlar', body: { kind: 'noData', message: 'Bu dönem için veri yayımlanmadı.' } }],
  sourceLine: 'Kaynaklar: PTF.', generatedLine: 'Oluşturulma: 6 Ağustos 2024 12:00', language: 'tr',
};

/** A pool that answers busy `busyTimes` times, then with the given bytes in two pieces; it records each part it was asked for. */
function fakePool(busyTimes: number, answer: Buffer): BulletinPartPool & { asked: BulletinPart[] } {
  const asked: BulletinPart[] = [];
  return {
    asked,
    renderBulletinPart(part) {
      asked.push(part);
      if (asked.length <= busyTimes) return Promise.reject(new RenderPoolBusy(0));
      const file: RenderedExport = { contentType: 'application/pdf', extension: 'pdf', body: Readable.from([answer.subarray(0, 3), answer.subarray(3)]) };
      return Promise.resolve(file);
    },
  };
}

describe('drawBulletinPdf', () => {
  it('gives the pool the built document and returns the pieces it sends, joined', async () => {
    const pool = fakePool(0, Buffer.from('%PDF-1.7 pool'));
    expect((await drawBulletinPdf(document, true, pool)).toString()).toBe('%PDF-1.7 pool');
    expect(pool.asked).toEqual([{ pdf: { document, simulated: true } }]);
  });

  it('waits out a full pool and asks again, but passes its answer on after four refusals', async () => {
    const twice = fakePool(2, Buffer.from('%PDF-1.7 third try'));
    expect((await drawBulletinPdf(document, false, twice)).toString()).toBe('%PDF-1.7 third try');
    expect(twice.asked).toHaveLength(3);
    const always = fakePool(Number.POSITIVE_INFINITY, Buffer.alloc(0));
    await expect(drawBulletinPdf(document, false, always)).rejects.toBeInstanceOf(RenderPoolBusy);
    expect(always.asked).toHaveLength(4);
  });

  it('draws the PDF here when there is no pool', async () => {
    const pdf = await drawBulletinPdf(document, true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('bulletinChartDrawer', () => {
  it('sends the chart\'s descriptor, rows, language and size to the pool and reads its SVG text', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Güneş</text></svg>';
    const pool = fakePool(0, Buffer.from(svg, 'utf8'));
    const descriptor = { id: 'dam-mcp' } as never;
    const rows = [{ hour: '2024-08-04T00:00:00+03:00', price: 2_500 }];
    expect(await bulletinChartDrawer(pool)(descriptor, rows, 'en', { width: 760, height: 380 })).toBe(svg);
    expect(pool.asked).toEqual([{ chart: { descriptor, rows, language: 'en', size: { width: 760, height: 380 } } }]);
  });
});
