// The operator's notices about its balancing actions: each gas day, at 07:00 before the day starts, which way
// it expects to trade; a second notice on days with locational (code 3) or day-after (code 4) trades. Subjects
// and messages come from a fixed set (stored in Turkish, translated on the page by the descriptor's valueLabels).
import { MS_PER_HOUR } from '../../calendar';
import type { GasDay } from '../gasDayModule';
import type { BalancingAction } from './balancingActions';
import type { SystemDirection } from './systemImbalance';

export interface TsoNotification { time: number; subject: string; message: string }

export const NOTICE_TEXTS = {
  short: { subject: 'Sistem açık yönde', message: 'Gaz gününde sistemin açık vermesi bekleniyor; iletim şirketi alış yönlü dengeleme işlemi yapacaktır.' },
  long: { subject: 'Sistem fazla yönde', message: 'Gaz gününde sistemde gaz fazlası bekleniyor; iletim şirketi satış yönlü dengeleme işlemi yapacaktır.' },
  balanced: { subject: 'Sistem dengede', message: 'Gaz gününde sistemin dengede kalması bekleniyor; yalnızca küçük dengeleme işlemleri yapılabilir.' },
  locational: { subject: 'Bölgesel dengeleme', message: 'Bir bölgedeki basıncı korumak için iletim şirketi lokasyonel (3 kodlu) işlem yapmıştır.' },
  dayAfter: { subject: 'Gün sonrası dengeleme', message: 'İletim şirketi gaz gününün son dengesini gün sonrası seansında (4 kodlu) işlemle tamamlayacaktır.' },
} as const;

export function tsoNotifications(g: GasDay, direction: SystemDirection, actions: readonly BalancingAction[]): TsoNotification[] {
  const first = direction === 'Kısa' ? NOTICE_TEXTS.short : direction === 'Uzun' ? NOTICE_TEXTS.long : NOTICE_TEXTS.balanced;
  const notices: TsoNotification[] = [{ time: g.cal.ts + 7 * MS_PER_HOUR, ...first }];
  if (actions.some((a) => a.code === 3)) notices.push({ time: g.cal.ts + 12 * MS_PER_HOUR, ...NOTICE_TEXTS.locational });
  if (actions.some((a) => a.code === 4)) notices.push({ time: g.cal.ts + 20 * MS_PER_HOUR, ...NOTICE_TEXTS.dayAfter });
  return notices;
}
