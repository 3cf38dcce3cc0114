// The gas market module of the spot market's imbalance, the transmission operator's balancing actions,
// allocation, trades and weekly products (see ../gasDayModule.ts). Each gas day: the system imbalance from the
// line-pack change, the balancing actions that lean against it, the money of both (imbalance amounts, BAST),
// the virtual realisation, the trades behind the published spot prices, the notices; on Sundays the week's
// products; on the first of a month the retroactive adjustments of earlier months.
import { calendarDay } from '../../calendar';
import { toWallIso } from '../../toWallIso';
import type { GasDay, GasDayModule } from '../gasDayModule';
import { balancingActions, type BalancingCode } from './balancingActions';
import { botasAnnouncements } from './botasAnnouncements';
import { imbalanceSettlement } from './imbalanceSettlement';
import { retroactiveAdjustments } from './retroactiveAdjustments';
import { spotTrades } from './spotTrades';
import { systemImbalanceDay } from './systemImbalance';
import { tsoNotifications } from './tsoNotifications';
import { virtualRealization } from './virtualRealization';
import { weeklyProducts } from './weeklyProducts';

/** The dataset of each operator code; codes 1 and 3 publish their trade's time. */
const ACTION_DATASETS: Record<BalancingCode, { id: string; timed: boolean }> = {
  1: { id: 'gas.green-code-operation', timed: true },
  2: { id: 'gas.blue-code-operation', timed: false },
  3: { id: 'gas.orange-code-operation', timed: true },
  4: { id: 'gas.four-code-operation', timed: false },
};

export const spotBalancingModule: GasDayModule = {
  name: 'spotBalancing',
  datasets: [
    'gas.shippers-imbalance-quantity', 'gas.imbalance-amount', 'gas.system-imbalance', 'gas.green-code-operation',
    'gas.blue-code-operation', 'gas.orange-code-operation', 'gas.four-code-operation', 'gas.additional-notifications',
    'gas.transaction-history', 'gas.virtual-realization', 'gas.bast', 'gas.gddk-amount', 'gas.weekly-spot',
    'gas.botas-announcements',
  ],
  addDay({ noise, g, gasDayOf, push }) {
    const ts = g.cal.ts;
    const imbalance = systemImbalanceDay(noise, g);
    const actions = balancingActions(noise, g, imbalance.netPurchaseLots);
    const money = imbalanceSettlement(imbalance, actions, g.spot);

    push('gas.shippers-imbalance-quantity', { ts, negativeImbalance: imbalance.negativeImbalance, positiveImbalance: imbalance.positiveImbalance });
    push('gas.imbalance-amount', { ts, positiveImbalance: money.positiveImbalance, negativeImbalance: money.negativeImbalance });
    push('gas.system-imbalance', { ts, imbalance: imbalance.shippersNet, systemDirection: imbalance.direction });
    for (const a of actions) {
      const { id, timed } = ACTION_DATASETS[a.code];
      const row = { ts, contractName: g.spot.contractName, amount: a.amount, weightedAverage: a.price };
      push(id, timed ? { ...row, transactionDate: toWallIso(a.time) } : row);
    }
    for (const n of tsoNotifications(g, imbalance.direction, actions)) push('gas.additional-notifications', { ts: n.time, subject: n.subject, message: n.message });
    for (const t of spotTrades(noise, g)) push('gas.transaction-history', { ts, time: toWallIso(t.time), contractName: t.contractName, price: t.price, quantity: t.quantity });
    push('gas.virtual-realization', { ts, ...virtualRealization(g, actions) });
    push('gas.bast', { ts, bast: money.bast });
    for (const r of retroactiveAdjustments(noise, g)) {
      push('gas.gddk-amount', { ts: calendarDay(r.periodDay).ts, version: toWallIso(r.version), credit: r.credit, dept: r.dept });
    }
    if (g.cal.weekday === 6) {
      const week: GasDay[] = [];
      for (let d = g.cal.day - 6; d < g.cal.day; d++) week.push(gasDayOf(d));
      week.push(g);
      push('gas.weekly-spot', { ts, ...weeklyProducts(week) });
    }
    for (const { time, ...texts } of botasAnnouncements(noise, g)) push('gas.botas-announcements', { ts: time, ...texts });
  },
};
