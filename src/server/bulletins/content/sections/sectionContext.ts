// What every section builder is given: the bulletin's language and period, the reports to read, and where its
// charts are drawn (in the server's render pool, or inline).
import type { BulletinLanguage, BulletinPeriod } from '../../bulletinKinds';
import type { BulletinBlock } from '../bulletinModel';
import type { BulletinSpan } from '../bulletinPeriod';
import type { ReportFrames } from '../reportFrames';
import type { DrawBulletinChart } from '../render/bulletinParts';

export interface SectionContext {
  language: BulletinLanguage;
  period: BulletinPeriod;
  span: BulletinSpan;
  frames: ReportFrames;
  drawChart: DrawBulletinChart;
}

export type SectionBuilder<S> = (section: S, context: SectionContext) => Promise<BulletinBlock>;
