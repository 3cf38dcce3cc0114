// renderBulletin: one bulletin, from the store's data to its HTML page and PDF file. The template of the
// market and period (templates/) lists the sections; each section kind's builder (sections/) reads its report
// pages through the report engine over the period's days and builds its block; the HTML and PDF writers
// (render/) draw the same blocks. The caller (publication/) has made sure the period is complete and final.
import { resolve } from 'node:path';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { storeKind } from '../../importers/realStoreState';
import { loadReports } from '../../reports/loadReports';
import type { Store } from '../../store/store';
import type { BulletinRequest, RenderBulletin, RenderedBulletin } from '../bulletinKinds';
import type { BulletinDocument } from './bulletinModel';
import { bulletinSpan, periodName } from './bulletinPeriod';
import { bulletinTitle } from './bulletinTitle';
import { bulletinText } from './bulletinTexts';
import { generatedAtText } from '../../../engine/export/generatedAtText';
import { reportFrames } from './reportFrames';
import { toBulletinHtml } from './render/toBulletinHtml';
import { bulletinChartDrawer, drawBulletinPdf, type BulletinPartPool } from './render/bulletinParts';
import { buildSection } from './sections/sectionBuilders';
import { bulletinTemplates } from './templates/bulletinTemplates';

export interface BulletinRendererOptions {
  /** The report descriptors (default: loaded once from reports/, as the server loads them). */
  reports?: readonly ReportDescriptor[];
  /** The clock of the "generated" line (default: now). */
  now?: () => Date;
  /** The server's render pool: the charts and the PDF are drawn in its workers, off the event loop (default: inline). */
  renderPool?: BulletinPartPool;
}

/** The bulletin's content in one language, before it is drawn. */
export async function buildBulletinDocument(store: Store, request: BulletinRequest, options: { reports: readonly ReportDescriptor[]; now: Date; simulated: boolean; renderPool?: BulletinPartPool }): Promise<BulletinDocument> {
  const { market, period, periodKey, language } = request;
  const template = bulletinTemplates[`${market}/${period}`];
  const span = bulletinSpan(period, periodKey);
  const frames = reportFrames(store, options.reports, options.now);
  const context = { language, period, span, frames, drawChart: bulletinChartDrawer(options.renderPool) };
  // One section after another: they share the report answers read so far (reportFrames keeps them).
  const blocks = [];
  for (const section of template.sections) blocks.push(await buildSection(section, context));
  const periodLine = periodName(period, periodKey, language);
  const sources = frames.used().map((report) => report.title[language]);
  return {
    title: bulletinTitle(request),
    heading: template.title[language],
    periodLine,
    intro: template.intro[language],
    notices: [bulletinText('istanbulTime', language), bulletinText(options.simulated ? 'simulated' : 'real', language)],
    blocks,
    sourceLine: `${bulletinText('sources', language)}: ${sources.join(', ')}. ${bulletinText('sourcesEnd', language)}`,
    generatedLine: `${bulletinText('generated', language)}: ${generatedAtText(options.now, language, { bare: true })}`,
    language,
  };
}

export function createBulletinRenderer(options: BulletinRendererOptions = {}): RenderBulletin {
  let reports = options.reports;
  const now = options.now ?? (() => new Date());
  return async (store: Store, request: BulletinRequest): Promise<RenderedBulletin> => {
    reports ??= loadReports(resolve('reports')).reports;
    const simulated = (await storeKind(store)) === 'simulated';
    const document = await buildBulletinDocument(store, request, { reports, now: now(), simulated, ...(options.renderPool ? { renderPool: options.renderPool } : {}) });
    const pdf = await drawBulletinPdf(document, simulated, options.renderPool);
    return { title: document.title, html: toBulletinHtml(document, simulated), pdf };
  };
}

export const renderBulletin: RenderBulletin = createBulletinRenderer();
