// The publications a member may be told of (settings) and the bell's notifications of those other than the
// day-ahead price, which keeps its own texts (notificationsText.ts).
import type { FeatureText } from './featureTexts';

export const publicationPushText = {
  tr: {
    settingsLegend: 'Başka hangi yayımlar bildirilsin?',
    settingsHint: 'Sunucu yeni veriyi yayımladığı anda haber verir; bağlantı kurulamazsa 13.00–13.30 arasında dakikada bir sorulur.',
    dayAheadPrice: 'Kesinleşen gün öncesi fiyatları (PTF, 14.00)',
    realtime: 'Gerçek zamanlı üretim ve tüketimin yeni saati',
    gasReferencePrice: 'Doğal gaz gün öncesi referans fiyatı (GRF)',
    realtimeTitle: 'Yeni saatlik veri',
    realtimeMessage: 'Gerçek zamanlı üretim ve tüketimin yeni bir saati yayımlandı.',
    gasReferencePriceTitle: 'Gaz referans fiyatı yayımlandı',
    gasReferencePriceMessage: '{{day}} gaz günü için referans fiyat (GRF) yayımlandı.',
  },
  en: {
    settingsLegend: 'Which other publications should we tell you of?',
    settingsHint: 'The server tells the page the moment new data is published; without a connection the page asks every minute between 13:00 and 13:30.',
    dayAheadPrice: 'Final day-ahead prices (MCP, 14:00)',
    realtime: 'A new hour of real-time generation and consumption',
    gasReferencePrice: 'Natural gas day-ahead reference price (GRF)',
    realtimeTitle: 'New hourly data',
    realtimeMessage: 'A new hour of real-time generation and consumption is published.',
    gasReferencePriceTitle: 'Gas reference price published',
    gasReferencePriceMessage: 'The reference price (GRF) for the gas day {{day}} is published.',
  },
} satisfies FeatureText;
