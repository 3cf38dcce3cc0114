// Settings > Orders: a signed-in member's scheduled exports. List with next and last run, create and edit in a
// form, pause and resume, delete after a second click, run now (its outcome shown at once), the last runs of one
// order, and a new webhook secret shown once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../engine/format/formatDateTime';
import { useLocale } from '../../../i18n/useLocale';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  createOrder, deleteOrder, errorMessages, fetchOrders, fetchRuns, ORDERS_PATH, renewSecret, runOrder, toOrderBody, updateOrder,
  type DeliveryRun, type Order,
} from './memberCalls';
import { OrderForm } from './OrderForm';
import { EMPTY_DRAFT, toDraft } from './orderDraft';
import './orders.css';

const ORDERS_KEY = [ORDERS_PATH] as const;

export function OrdersTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const orders = useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => fetchOrders(signal) });
  const [editing, setEditing] = useState<Order | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [runs, setRuns] = useState<{ orderId: number; items: DeliveryRun[] } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ORDERS_KEY });
  const act = async (work: () => Promise<string>) => {
    try { setStatus(await work()); } catch (error) { setStatus(errorMessages(error).join(' ')); }
    await refresh();
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');

  if (editing) {
    return (
      <OrderForm
        initial={editing === 'new' ? EMPTY_DRAFT : toDraft(editing)}
        onCancel={() => setEditing(null)}
        onSave={async (body) => {
          if (editing === 'new') await createOrder(body); else await updateOrder(editing.id, body);
          setEditing(null);
          setStatus(t('deliveries.saved'));
          await refresh();
        }}
      />
    );
  }
  const items = orders.data?.items ?? [];
  return (
    <div className="delivery-tab">
      <p className="setting-hint">{t('deliveries.ordersIntro')}</p>
      <p role="status" className="delivery-status">{status}</p>
      <button type="button" className="button button-primary" onClick={() => setEditing('new')}>{t('deliveries.newOrder')}</button>
      {orders.isSuccess && items.length === 0 && <p>{t('deliveries.none')}</p>}
      <ul className="delivery-list">
        {items.map((order) => (
          <li key={order.id} className="delivery-item">
            <div className="delivery-item-head">
              <strong>{order.name}</strong>
              {order.paused && <span className="delivery-badge">{t('deliveries.paused')}</span>}
            </div>
            <p className="delivery-item-meta">
              {t(`deliveries.schedules.${order.schedule.kind}`)}{order.schedule.time ? ` ${order.schedule.time}` : ''} · {t(`deliveries.ranges.${order.range}`)} · {order.format.toUpperCase()} · {t(`deliveries.channels.${order.channel.kind}`)}
            </p>
            <p className="delivery-item-meta">
              {t('deliveries.nextRun')}: {when(order.nextRunAt)} · {t('deliveries.lastRun')}: {order.lastRun ? `${when(order.lastRun.createdAt)} (${t(`deliveries.statuses.${order.lastRun.status}`)})` : t('deliveries.never')}
            </p>
            <div className="delivery-actions">
              <button type="button" className="button" onClick={() => act(async () => t('deliveries.ran', { status: t(`deliveries.statuses.${(await runOrder(order.id)).status}`) }))}>{t('deliveries.runNow')}</button>
              <button type="button" className="button" onClick={() => act(async () => { await updateOrder(order.id, { ...toOrderBody(order), paused: !order.paused }); return t('deliveries.saved'); })}>
                {order.paused ? t('deliveries.resume') : t('deliveries.pause')}
              </button>
              <button type="button" className="button" onClick={() => setEditing(order)}>{t('deliveries.edit')}</button>
              <button type="button" className="button" aria-expanded={runs?.orderId === order.id} onClick={async () => setRuns(runs?.orderId === order.id ? null : { orderId: order.id, items: await fetchRuns(order.id) })}>{t('deliveries.runs')}</button>
              {confirming === order.id ? (
                <>
                  <span>{t('deliveries.confirmDelete')}</span>
                  <button type="button" className="button button-danger" autoFocus onClick={() => { setConfirming(null); void act(async () => { await deleteOrder(order.id); return ''; }); }}>{t('deliveries.confirmYes')}</button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>{t('deliveries.cancel')}</button>
                </>
              ) : <button type="button" className="button" onClick={() => setConfirming(order.id)}>{t('deliveries.delete')}</button>}
            </div>
            {runs?.orderId === order.id && (
              <table className="delivery-runs">
                <caption>{t('deliveries.runs')}</caption>
                <tbody>
                  {runs.items.map((run) => (
                    <tr key={run.id}>
                      <td>{when(run.createdAt)}</td>
                      <td>{t(`deliveries.statuses.${run.status}`)}</td>
                      <td>{run.attempts}</td>
                      <td>{run.responseCode ?? ''}</td>
                      <td>{run.fileName ?? run.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ul>
      <fieldset className="settings-fieldset">
        <legend>{t('deliveries.secretTitle')}</legend>
        <p className="setting-hint">{t('deliveries.secretHint')}</p>
        {orders.data?.webhookSecretSet && !secret && <p>{t('deliveries.secretSet')}</p>}
        {secret && <p>{t('deliveries.secretShown')} <code className="delivery-secret">{secret}</code></p>}
        <button type="button" className="button" onClick={() => act(async () => { setSecret(await renewSecret()); return ''; })}>{t('deliveries.secretNew')}</button>
      </fieldset>
    </div>
  );
}
