// The member's alert-rule calls (src/server/API.md, "Scheduled exports and alerts").
import { bootCalls } from '../../../../engine/app-api/bootCalls';
import { apiFetch } from '../../../api/apiFetch';
import { ALERTS_PATH, sendWrite } from '../orders/memberCalls';

export interface AlertRuleBody {
  name: string; reportId: string; column: string; aggregate: 'max' | 'min' | 'avg' | 'any'; comparator: 'gt' | 'gte' | 'lt' | 'lte';
  threshold: number; filters: Record<string, string | number>; paused: boolean;
}
export interface AlertRule extends AlertRuleBody { id: number }
export interface AlertFiring { id: number; ruleId: number; ruleName: string | null; reportId: string | null; periodStart: string; periodEnd: string; value: number | null; firedAt: string }

export const fetchRules = (signal?: AbortSignal) => apiFetch<{ items: AlertRule[] }>(ALERTS_PATH, { suppressErrorModal: true, ...(signal ? { signal } : {}) }).then((r) => r.items);
/** The query key of the member's firings (the matchings tab and the bell share one answer; the first HTML carries it). */
export const FIRINGS_KEY = bootCalls.alertFirings().key;

export const fetchFirings = (signal?: AbortSignal) => apiFetch<{ items: AlertFiring[] }>(bootCalls.alertFirings().path, { suppressErrorModal: true, ...(signal ? { signal } : {}) }).then((r) => r.items);
export const createRule = (body: AlertRuleBody) => apiFetch<AlertRule>(ALERTS_PATH, { method: 'POST', body, suppressErrorModal: true });
export const updateRule = (id: number, body: AlertRuleBody) => sendWrite('PUT', `${ALERTS_PATH}/${id}`, body) as Promise<AlertRule>;
export const deleteRule = (id: number) => sendWrite('DELETE', `${ALERTS_PATH}/${id}`);
