// The export controls: what a download holds, its progress and its outcome.
import type { FeatureText } from './featureTexts';

export const exportPanelText = {
  tr: {
    scope: 'İndirilen dosya tablodaki görünümü içerir: {{columns}}, {{order}}.',
    scopeAll: 'tüm sütunlar',
    scopeSome: '{{total}} sütundan {{shown}} sütun',
    orderTime: 'zamana göre, eskiden yeniye',
    orderNewest: 'zamana göre, yeniden eskiye',
    orderBy: '{{column}} sütununa göre {{direction}} sıralı',
    asc: 'artan',
    desc: 'azalan',
    preparing: '{{format}} hazırlanıyor… {{seconds}} sn',
    preparingRows: '{{format}} hazırlanıyor: {{rows}} satır… {{seconds}} sn',
    done: '{{format}} hazır: {{name}} ({{size}}) indirildi.',
    pdfTooLarge: 'PDF bu görünüm için fazla büyük ({{rows}} satır × {{columns}} sütun; en çok {{limit}} hücre). Verilerin tamamını CSV veya XLSX olarak indirin ya da aralığı veya filtreleri daraltıp sütun gizleyin.',
    pdfTooLargeShort: 'PDF için fazla büyük',
    timeZoneNote: 'Dosyadaki saatler İstanbul saatidir (UTC+3).',
  },
  en: {
    scope: 'The file holds the table as you see it: {{columns}}, {{order}}.',
    scopeAll: 'all columns',
    scopeSome: '{{shown}} of {{total}} columns',
    orderTime: 'oldest first',
    orderNewest: 'newest first',
    orderBy: 'sorted by {{column}}, {{direction}}',
    asc: 'ascending',
    desc: 'descending',
    preparing: 'Preparing {{format}}… {{seconds}} s',
    preparingRows: 'Preparing {{format}}: {{rows}} rows… {{seconds}} s',
    done: '{{format}} ready: {{name}} ({{size}}) downloaded.',
    pdfTooLarge: 'This view is too large for a PDF ({{rows}} rows × {{columns}} columns; at most {{limit}} cells). Download all of it as CSV or XLSX, or narrow the range or filters and hide columns.',
    pdfTooLargeShort: 'Too large for a PDF',
    timeZoneNote: 'Times in the file are Istanbul time (UTC+3).',
  },
} satisfies FeatureText;
