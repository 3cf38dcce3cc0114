// The words a chart uses for notices, in both languages (the engine has no i18n instance; the web's table under
// the chart has its own texts in src/web/i18n/marketNoticesText.ts).
import type { LocalizedText } from '../../../../schemas/report.schema';
import type { NoticeKind } from './chartNotice';

export const noticeLabels = {
  legend: { tr: 'Piyasa mesajları', en: 'Market messages' },
  capacityBefore: { tr: 'Olay öncesi kapasite', en: 'Capacity before' },
  capacityDuring: { tr: 'Olay sırasında kapasite', en: 'Capacity during' },
  reason: { tr: 'Gerekçe', en: 'Reason' },
  unit: { tr: 'Ünite', en: 'Unit' },
} as const satisfies Record<string, LocalizedText>;

export const noticeKindLabels: Readonly<Record<NoticeKind, LocalizedText>> = {
  fault: { tr: 'Arıza', en: 'Fault' },
  maintenance: { tr: 'Planlı bakım', en: 'Planned maintenance' },
  limit: { tr: 'Kapasite kısıtı', en: 'Capacity limit' },
};
