// Words of the read-only administration settings (process parameters, configuration parameters, summer/winter
// time, SMS and e-mail): what the platform runs with, and where each value is set.
import type { FeatureText } from './featureTexts';

export const platformFactsText = {
  tr: {
    readOnly: 'Bu değerler sunucunun başlangıç ayarlarından gelir; burada gösterilir, değiştirilmez. Nedeni ve nasıl değiştirileceği yönetici kılavuzundadır (docs/admin-guide.md).',
    loading: 'Yükleniyor…',
    loadFailed: 'Bilgiler alınamadı.',
    retry: 'Yeniden dene',
    parameter: 'Parametre', value: 'Değer', appliesTo: 'Nerede geçerli',
    process: {
      title: 'Süreç Parametreleri',
      lead: 'Piyasa gününün yayın saatleri: her rapor, web servisi ve canlı güncellemeler yayımlanmış saydığı veriyi bunlara göre belirler.',
      interim: 'Gün öncesi ön (kesinleşmemiş) sonuçlar', interimWhere: 'Yarının ön PTF değerleri görünür olur.',
      final: 'Gün öncesi kesin sonuçlar', finalWhere: 'Yarının kesin gün öncesi sonuçları (fiyat, hacim, teklifler) görünür olur.',
      session: 'İşlem seansının kapanışı', sessionWhere: 'Günün vadeli işlem rakamları görünür olur.',
      settlement: 'Uzlaştırma yayını', settlementWhere: 'Bir ayın uzlaştırma verileri izleyen ayın bu gününde, 00:00’da görünür olur.',
      hour: '{{hour}}:00 (İstanbul saati)', day: 'İzleyen ayın {{day}}. günü',
    },
    configuration: {
      title: 'Yapılandırma Parametreleri',
      lead: 'Platformun bağlantıları, genel erişimi ve varsayılan web servisi sınırı.',
      helpDesk: 'Yardım masası adresi', helpDeskWhere: 'Üst çubuktaki “Yardım masası” bağlantısı (HELP_DESK_URL).',
      social: 'Sosyal medya hesapları', socialWhere: 'Alt bilgideki bağlantılar (SOCIAL_LINKS).', noSocial: 'Tanımlı hesap yok',
      publicData: 'Genel erişim', publicDataWhere: 'Açıkken ziyaretçiler raporları ve veri servislerini oturum açmadan okur (PUBLIC_DATA).',
      on: 'Açık', off: 'Kapalı',
      rateLimit: 'Varsayılan web servisi sınırı', rateLimitWhere: 'Bir üyenin dakikada harcayabileceği birim; üyeye ya da kuruma özel sınırlar Web Servis Limitleri ekranındadır (RATE_LIMIT_PER_MINUTE).',
      perMinute: 'Dakikada {{count}} birim', noLimit: 'Sınır yok',
    },
    timeZone: {
      title: 'Yaz/Kış Saati',
      lead: 'İstanbul saatinin geçmişi. Türkiye {{day}} tarihinden beri bütün yıl UTC+3’tedir; öncesinde yaz saatine geçiliyordu. İçe aktarıcılar operatörün eski dosyalarındaki saatleri bu kurala göre yerleştirir.',
      year: 'Yıl', starts: 'Yaz saati başlangıcı (UTC+2 → UTC+3)', ends: 'Yaz saati bitişi (UTC+3 → UTC+2)', permanent: 'Kalıcı yaz saati: geri dönülmedi',
    },
    mail: {
      title: 'SMS ve E-posta',
      lead: 'Platformun gönderdiği e-postalar (parola belirleme bağlantıları, üyelik kararları, sipariş edilen dosyalar) bu ayarlarla çıkar. Bu platformun SMS gönderimi yoktur.',
      transport: 'E-posta yolu', transportWhere: 'SMTP_URL tanımlıysa e-posta o sunucudan çıkar; değilse sunucunun konsoluna yazılır. Adres ve parola hiçbir yerde gösterilmez.',
      smtp: 'SMTP sunucusu', console: 'Sunucu konsolu (SMTP_URL tanımlı değil)',
      from: 'Gönderen', fromWhere: 'Her e-postanın gönderen adresi (MAIL_FROM).',
      sms: 'SMS', smsValue: 'Yok', smsWhere: 'Bildirimler uygulama içinde, e-postayla ya da üyenin webhook’una gider.',
    },
  },
  en: {
    readOnly: 'These values come from the server\'s start-up settings; they are shown here, not changed. Why, and how to change them, is in the admin guide (docs/admin-guide.md).',
    loading: 'Loading…',
    loadFailed: 'The values could not be loaded.',
    retry: 'Try again',
    parameter: 'Parameter', value: 'Value', appliesTo: 'Where it applies',
    process: {
      title: 'Process Parameters',
      lead: 'The publication times of the market day: every report, the web service and the live updates decide what is published by them.',
      interim: 'Day-ahead interim (not final) results', interimWhere: 'Tomorrow\'s interim MCP becomes visible.',
      final: 'Day-ahead final results', finalWhere: 'Tomorrow\'s final day-ahead results (prices, volumes, bids) become visible.',
      session: 'Trading session close', sessionWhere: 'The day\'s futures figures become visible.',
      settlement: 'Settlement publication', settlementWhere: 'A month\'s settlement figures become visible at 00:00 on this day of the next month.',
      hour: '{{hour}}:00 (Istanbul time)', day: 'Day {{day}} of the next month',
    },
    configuration: {
      title: 'Configuration Parameters',
      lead: 'The platform\'s links, public access and default web-service limit.',
      helpDesk: 'Help desk address', helpDeskWhere: 'The "Help desk" link in the top bar (HELP_DESK_URL).',
      social: 'Social media accounts', socialWhere: 'The links in the footer (SOCIAL_LINKS).', noSocial: 'None set',
      publicData: 'Public access', publicDataWhere: 'When on, visitors read the reports and data services without signing in (PUBLIC_DATA).',
      on: 'On', off: 'Off',
      rateLimit: 'Default web-service limit', rateLimitWhere: 'Units a member may spend per minute; limits for one member or organisation are on the Web Service Limits screen (RATE_LIMIT_PER_MINUTE).',
      perMinute: '{{count}} units per minute', noLimit: 'No limit',
    },
    timeZone: {
      title: 'Summer/Winter Time',
      lead: 'The history of Istanbul time. Türkiye has kept UTC+3 all year since {{day}}; before that, clocks moved for summer time. The importers place the hours of the operator\'s older files by this rule.',
      year: 'Year', starts: 'Summer time starts (UTC+2 → UTC+3)', ends: 'Summer time ends (UTC+3 → UTC+2)', permanent: 'Permanent summer time: never turned back',
    },
    mail: {
      title: 'SMS and E-mail',
      lead: 'The platform\'s e-mails (set-password links, membership decisions, ordered files) leave with these settings. This platform sends no SMS.',
      transport: 'Mail route', transportWhere: 'With SMTP_URL set, mail leaves through that server; otherwise it is written to the server\'s console. The address and password are never shown.',
      smtp: 'SMTP server', console: 'Server console (no SMTP_URL)',
      from: 'Sender', fromWhere: 'The sender address of every mail (MAIL_FROM).',
      sms: 'SMS', smsValue: 'None', smsWhere: 'Notifications go in the app, by e-mail or to the member\'s webhook.',
    },
  },
} satisfies FeatureText;
