// What a report page says about its next publication, from the descriptor's schedule kind: the sentence
// key and its values. Pure, so each kind's wording is tested without a page.
import type { PublicationKind } from '../../../../schemas/report.schema';
import type { Locale } from '../../../engine/locale/locale';
import { formatDate } from '../../../engine/format/formatDate';
import { formatMonth } from '../../../engine/format/formatMonth';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { addDays } from '../../../engine/request/isoDay';
import { nextPublication } from '../../../engine/request/publicationSchedule';
import { describeWallTime, type Translate } from './describeWallTime';

export function publicationNote(kind: PublicationKind | undefined, now: Date, locale: Locale, t: Translate): string | null {
  if (!kind) return null;
  const next = nextPublication(kind, now);
  if (!next) return null;
  const when = describeWallTime(next.at, now, locale, t);
  switch (kind) {
    case 'dayAhead':
    case 'dayAheadInterim': {
      const tomorrow = next.covers === addDays(istanbulDay(now), 1);
      return tomorrow ? t('publication.dayAheadTomorrow', { when }) : t('publication.dayAheadDay', { when, date: formatDate(next.covers, locale) });
    }
    case 'realtime':
      return t('publication.realtime', { when });
    case 'daily':
      return t('publication.daily', { when, date: formatDate(next.covers, locale) });
    case 'dayOver':
      return t('publication.dayOver', { when, date: formatDate(next.covers, locale) });
    case 'sessionClose':
      return t('publication.sessionClose', { when, date: formatDate(next.covers, locale) });
    case 'settlement':
      return t('publication.settlement', { when, month: formatMonth(next.covers, locale) });
    case 'always':
      return null;
  }
}
