// Words of the request helper, the page loader and the error modal.
import type { FeatureText } from './featureTexts';

export const requestText = {
  tr: {
    loading: 'Sayfa yükleniyor',
    close: 'Kapat',
    serverTitle: 'İşlem tamamlanamadı',
    networkTitle: 'Bağlantı sorunu',
    clientTitle: 'İstek gönderilemedi',
    networkError: 'Sunucuya ulaşılamadı. İnternet bağlantınızı denetleyip yeniden deneyin.',
    httpError: 'Sunucu bir hatayla yanıt verdi (HTTP {{status}}).',
    unexpectedResponse: 'Sunucudan beklenmeyen bir yanıt geldi. Sayfayı yenileyip yeniden deneyin.',
    methodNotAllowed: 'Bu istek gönderilemedi: yalnızca GET ve POST istekleri desteklenir.',
    missingPathVariable: 'Bu istek gönderilemedi: adresteki “{{name}}” değeri eksik.',
    sessionEnded: 'Oturumunuz sona erdi.',
    redirecting: 'Başka bir sayfaya yönlendiriliyorsunuz.',
    transactionId: 'İşlem numarası',
    code: 'Hata kodu',
    message: 'Açıklama',
  },
  en: {
    loading: 'Loading the page',
    close: 'Close',
    serverTitle: 'The request could not be completed',
    networkTitle: 'Connection problem',
    clientTitle: 'The request could not be sent',
    networkError: 'Could not reach the server. Check your internet connection and try again.',
    httpError: 'The server answered with an error (HTTP {{status}}).',
    unexpectedResponse: 'The server sent an unexpected answer. Reload the page and try again.',
    methodNotAllowed: 'This request could not be sent: only GET and POST requests are supported.',
    missingPathVariable: 'This request could not be sent: the value “{{name}}” of its address is missing.',
    sessionEnded: 'Your session has ended.',
    redirecting: 'You are being taken to another page.',
    transactionId: 'Transaction ID',
    code: 'Error code',
    message: 'Message',
  },
} satisfies FeatureText;
