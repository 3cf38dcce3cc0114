// Sends an order's file by mail to the member's own address, in the order's language, through the platform's
// mailer (identity/mailer.ts: SMTP, or the log without one; tests hand in a mailer that keeps what it is given).
import type { Mailer } from '../identity/mailer';
import type { Store } from '../store/store';
import type { StoredOrder } from './orders';
import type { OrderFile } from './renderOrderFile';
import type { SendOutcome } from './webhookSender';

export async function sendOrderMail(store: Store, mailer: Mailer, order: StoredOrder, file: OrderFile, days: { start: string; end: string }): Promise<SendOutcome> {
  const [account] = await store.query('SELECT email FROM accounts WHERE id = $1', [order.accountId]);
  if (!account) return { ok: false, responseCode: null, error: 'the account no longer exists' };
  const tr = order.language === 'tr';
  const span = days.start === days.end ? days.start : `${days.start} – ${days.end}`;
  try {
    await mailer.send({
      to: String(account.email),
      subject: tr ? `Şeffaflık: ${order.name} (${span})` : `Şeffaflık: ${order.name} (${span})`,
      text: tr
        ? `"${order.name}" isteğinizin ${span} dosyası ektedir (${file.rows} satır, saatler İstanbul saatiyle).\nBu gönderimi Ayarlar > İstekler sekmesinden değiştirebilir ya da durdurabilirsiniz.`
        : `The ${span} file of your order "${order.name}" is attached (${file.rows} rows, times in Istanbul time).\nYou can change or pause this delivery under Settings > Orders.`,
      attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
    });
    return { ok: true, responseCode: null };
  } catch (error) {
    return { ok: false, responseCode: null, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  }
}
