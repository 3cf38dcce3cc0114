// The content documents as a fresh platform shows them, until an administrator changes them: the texts the app
// carried before they moved to the server's store (FAQ, about, the regulator's page, the disclaimer, the meta
// description). Read by the server's store (src/server/content-pages/contentStore.ts) when a document has no row;
// the app gets them over HTTP like any other version. Answers and bodies are HTML of the announcement allow-list
// (src/server/announcements/sanitizeAnnouncementHtml.ts).
import type { ContentDocuments } from './contentDocuments';

const p = (text: string) => `<p>${text}</p>`;

export const contentSeed: ContentDocuments = {
  faq: {
    items: [
      {
        id: 'membership',
        question: { tr: 'Nasıl üye olabilirim?', en: 'How do I become a member?' },
        answer: {
          tr: p('Üyelik başvuru formunu doldurun. Başvurunuzu bir yönetici inceler; onaylandığında parolanızı belirlemeniz için e-posta adresinize bir bağlantı gönderilir. Bağlantı 7 gün geçerlidir.'),
          en: p('Fill in the membership request form. An administrator reviews your request; once it is approved, we e-mail you a link to set your password. The link is valid for 7 days.'),
        },
      },
      {
        id: 'ticket',
        question: { tr: 'Web servisi için nasıl bilet alırım ve bilet ne kadar geçerlidir?', en: 'How do I get a web-service ticket, and how long does it last?' },
        answer: {
          tr: p('Üye e-posta adresinizi ve parolanızı form olarak POST /cas/v1/tickets adresine gönderin; yanıt TGT- ile başlayan bir bilettir. Bileti her çağrıda TGT başlığında gönderin. Bilet 2 saat geçerlidir; süresi dolunca yenisini alın.'),
          en: p('Send your member e-mail address and password, form-encoded, to POST /cas/v1/tickets; the answer is a ticket starting with TGT-. Send it in the TGT header of every call. A ticket lasts 2 hours; after that, get a new one.'),
        },
      },
      {
        id: 'unauthorized',
        question: { tr: '401 yanıtı ne anlama gelir?', en: 'What does a 401 answer mean?' },
        answer: {
          tr: p('İstek kimliği doğrulanmamış demektir: TGT başlığı eksiktir ya da bilet geçersizdir veya süresi dolmuştur. Bilet alırken 401, kullanıcı adı ya da parolanın hatalı olduğunu gösterir. Yeni bir bilet alıp yeniden deneyin.'),
          en: p('The request was not authenticated: the TGT header is missing, or the ticket is unknown or expired. When getting a ticket, 401 means the username or password is wrong. Get a new ticket and try again.'),
        },
      },
      {
        id: 'too-many',
        question: { tr: '429 yanıtı ne anlama gelir?', en: 'What does a 429 answer mean?' },
        answer: {
          tr: p('Çok sayıda istek gönderilmiştir: son 60 saniyedeki kullanım sınırınız dolmuş (büyük okumalar ve dışa aktarmalar daha çok sayılır), aynı adresten çok fazla giriş denemesi yapılmış ya da art arda hatalı parolalar nedeniyle bu e-posta için bu adresten girişler bir süre durdurulmuştur. Retry-After başlığında belirtilen saniye kadar bekleyip yeniden deneyin.'),
          en: p('Too many requests: you used up your allowance for the last 60 seconds (large reads and exports count for more than a plain call), there were too many sign-in attempts from your address, or sign-ins with this e-mail from your address are paused for a while after several wrong passwords in a row. Wait the number of seconds given in the Retry-After header, then try again.'),
        },
      },
      {
        id: 'dates',
        question: { tr: 'Tarih ve saatler nasıl verilir?', en: 'How are dates and times given?' },
        answer: {
          tr: p('Tüm tarih ve saatler İstanbul saatiyle (Europe/Istanbul, UTC+03:00) verilir. Web servisinde tarihler 2024-08-01T00:00:00+03:00 biçimindedir ve başlangıç ile bitiş günleri aralığa dahildir.'),
          en: p('All dates and times are Istanbul time (Europe/Istanbul, UTC+03:00). In the web service, dates look like 2024-08-01T00:00:00+03:00, and both the start and the end day are included in the range.'),
        },
      },
      {
        id: 'export',
        question: { tr: 'Verileri nasıl indirebilirim?', en: 'How do I download data?' },
        answer: {
          tr: p('Rapor sayfasında filtreleri seçtikten sonra tablonun üzerindeki XLSX, CSV ya da PDF düğmesine basın; dosya seçtiğiniz aralığı içerir. Web servisinde aynı dosyayı raporun /export/ adresine exportType alanıyla istek göndererek alabilirsiniz.'),
          en: p('On a report page, choose your filters, then select XLSX, CSV or PDF above the table; the file holds the range you chose. In the web service, send the same request to the report’s /export/ address with an exportType field.'),
        },
      },
      {
        id: 'favourites',
        question: { tr: 'Favoriler nasıl çalışır?', en: 'How do favourites work?' },
        answer: {
          tr: p('Menüde bir sayfanın yanındaki yıldıza (☆) basarak sayfayı favorilerinize ekleyin; kenar çubuğunun Favoriler sekmesinde listelenir. Favoriler bu tarayıcıda saklanır; Ayarlar &gt; Genel bölümünden sıfırlanabilir.'),
          en: p('Select the star (☆) next to a page in the menu to add it to your favourites; they are listed in the Favourites tab of the sidebar. Favourites are kept in this browser and can be reset under Settings &gt; General.'),
        },
      },
      {
        id: 'language-theme',
        question: { tr: 'Dili ya da temayı nasıl değiştiririm?', en: 'How do I change the language or the theme?' },
        answer: {
          tr: p('Sayfanın üst kısmındaki dil ve tema düğmelerini ya da Ayarlar penceresini kullanın. Seçiminiz bu tarayıcıda saklanır; oturum açma gibi hesap sayfaları da aynı dil ve temayla açılır.'),
          en: p('Use the language and theme buttons at the top of the page, or the Settings dialog. Your choice is kept in this browser, and account pages such as sign-in open in the same language and theme.'),
        },
      },
      {
        id: 'official',
        question: { tr: 'Buradaki veriler resmî midir?', en: 'Are these official figures?' },
        answer: {
          tr: p('Hayır. Bu sunucudaki veriler, gerçek istatistiklere göre ayarlanmış bir piyasa simülatörü tarafından üretilmiş olabilir; böyle olduğunda sayfanın üst kısmında “Simüle veri” etiketi görünür. Resmî veriler için piyasa işletmecisinin kendi yayınlarına başvurun.'),
          en: p('No. The data on this server may be produced by a market simulator calibrated on real statistics; when it is, a “Simulated data” label is shown at the top of the page. For official figures, refer to the market operator’s own publications.'),
        },
      },
      {
        id: 'account',
        question: { tr: 'Parolamı ya da profil bilgilerimi nasıl değiştiririm?', en: 'How do I change my password or profile?' },
        answer: {
          tr: p('Oturum açtıktan sonra parola ve profil sayfalarını kullanın. Parolanızı değiştirdiğinizde diğer oturumlarınız kapanır ve tüm biletleriniz geçersiz olur.'),
          en: p('Once signed in, use the password and profile pages. Changing your password signs out your other sessions and cancels all your tickets.'),
        },
      },
    ],
  },
  about: {
    lead: {
      tr: 'Şeffaflık, Türkiye elektrik ve doğal gaz piyasalarının verilerini tablo ve grafikli rapor sayfaları, indirilebilir dosyalar ve bir web servisi olarak yayımlar.',
      en: 'Şeffaflık publishes the data of Turkey’s electricity and natural gas markets as report pages with tables and charts, as downloads and as a web service.',
    },
    sections: [
      {
        id: 'about-export',
        title: { tr: 'İndirme ve web servisi', en: 'Downloads and web service' },
        body: {
          tr: p('Çoğu rapor XLSX, CSV ya da PDF olarak indirilebilir; bir sayfada hangi biçimlerin sunulduğunu indirme düğmeleri gösterir. Üyeler aynı verileri, piyasa işletmecisinin web servisiyle aynı adresler, istek gövdeleri ve yanıt biçimiyle çağırabilir; mevcut istemciler yalnızca sunucu adresini değiştirerek çalışır.'),
          en: p('Most reports can be downloaded as XLSX, CSV or PDF; a page’s download buttons show which formats it offers. Members can call the same data as a web service with the market operator’s own addresses, request bodies and response format, so existing clients work by changing only the server address.'),
        },
      },
      {
        id: 'about-languages',
        title: { tr: 'İki dil', en: 'Two languages' },
        body: {
          tr: p('Arayüz, rapor başlıkları ve açıklamalar Türkçe ve İngilizce olarak sunulur. Sayılar ve tarihler seçtiğiniz dilin biçimiyle gösterilir; tüm saatler İstanbul saatidir (UTC+3).'),
          en: p('The interface, report titles and descriptions come in Turkish and English. Numbers and dates follow the language you choose; every time is Istanbul time (UTC+3).'),
        },
      },
    ],
  },
  'regulator-decision': {
    intro: {
      tr: p('Elektrik ve doğal gaz piyasalarında şeffaflığa ilişkin düzenleyici kurum kararının (10711 sayılı karar) yayımlanmasını istediği veriler aşağıda, her biri onu yayımlayan rapor sayfasına bağlı olarak listelenir. Kararın kendisi bu sunucuda yayımlanmıyor.')
        + p('Belgenin güncel ve resmî metnine <a href="https://www.epdk.gov.tr">Enerji Piyasası Düzenleme Kurumunun (EPDK) internet sitesinden</a> ulaşabilirsiniz.'),
      en: p('The data the regulator’s decision on transparency in the electricity and natural gas markets (decision no. 10711) requires to be published is listed below, each item linked to the report page that publishes it. The decision itself is not published on this server.')
        + p('You can find the current, official text of the document on the <a href="https://www.epdk.gov.tr">website of the Energy Market Regulatory Authority (EPDK)</a>.'),
    },
    items: [
      { reportId: 'dam-mcp', label: { tr: 'Gün öncesi piyasası takas fiyatı', en: 'Day-ahead market clearing price' }, note: { tr: 'Saatlik, ertesi gün için gün öncesinde yayımlanır.', en: 'Hourly, published the day before for the next day.' } },
      { reportId: 'system-marginal-price', label: { tr: 'Sistem marjinal fiyatı', en: 'System marginal price' }, note: { tr: 'Dengeleme güç piyasasının saatlik fiyatı.', en: 'The balancing power market’s hourly price.' } },
      { reportId: 'idm-weighted-average-price', label: { tr: 'Gün içi piyasası ağırlıklı ortalama fiyatı', en: 'Intraday market weighted average price' }, note: { tr: 'Her saat için eşleşen işlemlerin ortalaması.', en: 'The average of matched trades for each hour.' } },
      { reportId: 'realtime-generation', label: { tr: 'Gerçek zamanlı üretim', en: 'Real-time generation' }, note: { tr: 'Kaynak türüne göre saatlik üretim.', en: 'Hourly generation by source.' } },
      { reportId: 'realtime-consumption', label: { tr: 'Gerçek zamanlı tüketim', en: 'Real-time consumption' }, note: { tr: 'Saatlik toplam tüketim.', en: 'Hourly total consumption.' } },
      { reportId: 'load-estimation-plan', label: { tr: 'Yük tahmin planı', en: 'Load forecast plan' }, note: { tr: 'Sistem işletmecisinin saatlik tüketim tahmini.', en: 'The system operator’s hourly consumption forecast.' } },
      { reportId: 'final-daily-production-program', label: { tr: 'Kesinleşmiş günlük üretim programı', en: 'Final daily production program' }, note: { tr: 'Santrallerin ertesi gün için bildirdiği saatlik üretim.', en: 'The hourly generation plants declare for the next day.' } },
      { reportId: 'available-installed-capacity', label: { tr: 'Emre amade kurulu güç', en: 'Available installed capacity' }, note: { tr: 'Saatlik, kaynak türüne göre.', en: 'Hourly, by source.' } },
      { reportId: 'planned-power-outages', label: { tr: 'Planlı kesintiler', en: 'Planned outages' }, note: { tr: 'Dağıtım bölgelerinde önceden duyurulan kesintiler.', en: 'Outages announced in advance in the distribution regions.' } },
      { reportId: 'interconnection-line-capacities', label: { tr: 'Enterkonneksiyon hat kapasiteleri', en: 'Interconnection line capacities' }, note: { tr: 'Komşu ülkelerle bağlantıların kapasiteleri.', en: 'Capacities of the links with neighbouring countries.' } },
      { reportId: 'gas-daily-reference-price', label: { tr: 'Doğal gaz günlük referans fiyatı', en: 'Natural gas daily reference price' }, note: { tr: 'Spot doğal gaz piyasasının günlük fiyatı.', en: 'The spot natural gas market’s daily price.' } },
      { reportId: 'gas-balancing-gas-price', label: { tr: 'Dengeleme gazı fiyatları', en: 'Balancing gas prices' }, note: { tr: 'Günlük dengeleme gazı alış ve satış fiyatları.', en: 'Daily balancing gas buying and selling prices.' } },
    ],
  },
  disclaimer: {
    text: {
      tr: p('Bu sunucudaki veriler simüle edilmiş olabilir: piyasa işletmecisinin gerçek yayınları yerine, gerçek istatistiklere göre ayarlanmış bir piyasa simülatörü tarafından üretilebilir. Böyle bir durumda sayfanın üst kısmında “Simüle veri” etiketi görünür. Bu değerleri resmî piyasa verisi olarak kullanmayın.')
        + p('Yayımlanan veriler bilgi amaçlıdır; kaynak gösterilerek çoğaltılabilir ve yeniden kullanılabilir.'),
      en: p('The data on this server may be simulated: instead of the market operator’s real publications, it can be produced by a market simulator calibrated on real statistics. When it is, a “Simulated data” label is shown at the top of the page. Do not use these figures as official market data.')
        + p('The published data is for information only; it may be reproduced and reused provided the source is cited.'),
    },
  },
  meta: {
    description: {
      tr: 'Türkiye elektrik ve doğal gaz piyasası verileri: fiyatlar, üretim, tüketim, dengeleme ve barajlar; tablo, grafik, indirme ve web servisi olarak.',
      en: 'Turkey’s electricity and natural gas market data: prices, generation, consumption, balancing and dams, as tables, charts, downloads and a web service.',
    },
    keywords: {
      tr: 'elektrik piyasası, doğal gaz piyasası, piyasa takas fiyatı, gün öncesi piyasası, üretim, tüketim, Türkiye',
      en: 'electricity market, natural gas market, market clearing price, day-ahead market, generation, consumption, Turkey',
    },
  },
};
