// A bulletin's title in its language, e.g. "Daily electricity market bulletin, 19 August 2024": the document's own
// heading and the archive list's entry (../publication/) are this one text.
import type { BulletinRequest } from '../bulletinKinds';
import { periodName } from './bulletinPeriod';
import { bulletinTemplates } from './templates/bulletinTemplates';

export function bulletinTitle({ market, period, periodKey, language }: BulletinRequest): string {
  return `${bulletinTemplates[`${market}/${period}`].title[language]}, ${periodName(period, periodKey, language)}`;
}
