// The documents' own texts (not the descriptors'), in Turkish and English. A document is written in one language
// (English, or Turkish with ?lang=tr) and carries the other language's title beside each text (x-title-tr / x-title-en).
import type { LocalizedText } from '../../../schemas/report.schema';

export const openApiText = {
  info: {
    tr: 'Şeffaflık platformunun web servisi, rapor tanımlarından üretilmiştir. Her rapor sayfasının veri çağrısı, dışa aktarma çağrısı ve filtre listeleri (lookup) burada. İstekler JSON gövdeli POST’tur; tarihler İstanbul saatiyle, +03:00 farkıyla yazılır (ör. 2024-08-01T00:00:00+03:00). Veri çağrıları TGT başlığıyla (POST /cas/v1/tickets ile alınan bilet) ya da oturum çerezi ile yapılır. Örnek yanıtlar gösterim amaçlıdır; sütun türlerinden üretilir, gerçek veri değildir.',
    en: 'The transparency platform\'s web service, generated from the report descriptors: each report page\'s data call, its export call and the lists that feed filters (lookups). Requests are POSTs with a JSON body; dates are Istanbul time written with the +03:00 offset (e.g. 2024-08-01T00:00:00+03:00). Data calls carry the TGT header (a ticket from POST /cas/v1/tickets) or a session cookie. Example answers are illustrative: built from the column types, not live data.',
  },
  adminInfo: {
    tr: 'Yönetim çağrıları: yalnızca yönetici oturumu (çerez) ile; ziyaretçiye 401, üyeye ve bilete 403 döner.',
    en: 'The administration calls: administrator sessions (cookie) only; visitors get 401, members and tickets 403.',
  },
  ticket: {
    tr: 'Web servis bileti (TGT): POST /cas/v1/tickets çağrısına username ve password alanlarını form olarak gönderin; yanıt gövdesindeki bileti her çağrıda TGT başlığında yollayın. DELETE /cas/v1/tickets/{tgt} bileti geri alır.',
    en: 'The web-service ticket (TGT): send username and password, form-encoded, to POST /cas/v1/tickets; send the ticket of its answer in the TGT header of every call. DELETE /cas/v1/tickets/{tgt} revokes it.',
  },
  session: { tr: 'Tarayıcı oturumu çerezi (oturum açınca verilir).', en: 'The browser session cookie (set when signing in).' },
  dataCall: { tr: 'Veri çağrısı', en: 'Data call' },
  exportCall: { tr: 'Dışa aktarma', en: 'Export' },
  exportFile: { tr: 'Raporun dosyası: tablonun gösterdiği sütunlar ve sıra ile.', en: 'The report as a file, with the columns and order the table shows.' },
  lookupCall: { tr: 'Filtre listesi (lookup)', en: 'Filter list (lookup)' },
  dashboardCall: { tr: 'Ana sayfa panosu; herkese açık, gövde almaz.', en: 'A home-page dashboard; public, takes no body.' },
  answer: { tr: 'Yanıt (örnek gösterim amaçlıdır)', en: 'The answer (the example is illustrative)' },
  badRequest: { tr: 'Hatalı istek: her hatalı alan için bir hata.', en: 'Bad request: one error per field at fault.' },
  unauthorized: { tr: 'Bilet ya da oturum yok, geçersiz ya da süresi dolmuş.', en: 'No ticket or session, or an unknown or expired one.' },
  forbidden: { tr: 'Bu çağrı yalnızca yöneticilere açık.', en: 'This call is for administrators only.' },
  tooMany: { tr: 'Dakikalık çağrı sınırı aşıldı; Retry-After başlığı ne zaman yeniden deneneceğini söyler.', en: 'The calls-per-minute limit was reached; the Retry-After header says when to try again.' },
  errorEnvelope: { tr: 'Hata zarfı: her hata için kod ve isteğin dilinde bir ileti.', en: 'The error envelope: a code and a message in the request\'s language for each error.' },
  pageObject: { tr: 'Sayfalama: sayfa numarası (1’den), sayfa boyu, toplam satır ve sıralama.', en: 'Paging: page number (from 1), page size, total rows and the sort.' },
  pageRequest: { tr: 'İstenen sayfa; verilmezse tüm satırlar döner.', en: 'The page asked for; without it every row is answered.' },
  datetime: { tr: 'İstanbul saati, +03:00 farkıyla (ör. 2024-08-01T00:00:00+03:00).', en: 'Istanbul time with the +03:00 offset (e.g. 2024-08-01T00:00:00+03:00).' },
  listField: { tr: 'Boş liste ya da null: tümü.', en: 'An empty list or null: all of them.' },
  valuesFrom: { tr: 'Değerler şu listeden:', en: 'Values from the list' },
  exportType: { tr: 'Dosya biçimi.', en: 'The file format.' },
  exportSort: { tr: 'Satırların sırası (tablonun sıralaması).', en: 'The rows\' order (the table\'s sort).' },
  exportColumns: { tr: 'Yazılacak sütunlar, bu sırayla; verilmezse tümü.', en: 'The columns to write, in this order; all when left out.' },
  resolution: { tr: 'Daha kaba bir zaman adımı: adım başına bir satır.', en: 'A coarser time step: one row per step.' },
  summaryBlock: { tr: 'Özet bloğu: satırların toplamları, ortalamaları, en büyük ve en küçük değerleri.', en: 'The summary block: the rows\' totals, averages, highest and lowest values.' },
  latestUpdate: { tr: 'En yeni satırların yayımlandığı an (İstanbul saati).', en: 'When the newest rows were published (Istanbul time).' },
  allowanceFinal: { tr: 'İstenen günlerin tahsisatları kesinleşti mi.', en: 'Whether the allocations of the days asked are final.' },
  restWrapper: { tr: 'İşletmecinin RestResponse sarmalayıcısının alanı.', en: 'A field of the operator\'s RestResponse wrapper.' },
  unit: { tr: 'birim', en: 'unit' },
  adminGeneric: { tr: 'Bu yönetim çağrısının henüz açıklaması yok; gövdesi genel bir JSON nesnesi olarak gösterilir.', en: 'This administration call has no description yet; its body is shown as a generic JSON object.' },
  adminAnswer: { tr: 'Yanıt', en: 'The answer' },
} satisfies Record<string, LocalizedText>;
