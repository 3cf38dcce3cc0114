// Members' alert rules and their firings in the store. A firing is unique per rule and published period
// (UNIQUE (rule_id, period_key)), so a rule fires at most once for the same data however often it is looked at.
import type { Store, StoreRow } from '../store/store';
import type { AlertRuleInput } from './alertInput';

export interface StoredAlertRule extends AlertRuleInput { id: number; accountId: number; createdAt: number; updatedAt: number }
export interface AlertFiring { id: number; ruleId: number; ruleName: string | null; reportId: string | null; periodStart: string; periodEnd: string; value: number | null; firedAt: number }

export const MAX_RULES = 50;

function toRule(row: StoreRow): StoredAlertRule {
  return { ...(JSON.parse(String(row.rule_json)) as AlertRuleInput), id: Number(row.id), accountId: Number(row.account_id), paused: row.paused === true, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}

const json = (input: AlertRuleInput) => JSON.stringify({ ...input, paused: undefined });

export async function listRules(store: Store, accountId: number): Promise<StoredAlertRule[]> {
  return (await store.query('SELECT * FROM alert_rules WHERE account_id = $1 ORDER BY id', [accountId])).map(toRule);
}

export async function activeRules(store: Store): Promise<StoredAlertRule[]> {
  return (await store.query('SELECT * FROM alert_rules WHERE paused = false ORDER BY id')).map(toRule);
}

export async function readRule(store: Store, id: number): Promise<StoredAlertRule | undefined> {
  const [row] = await store.query('SELECT * FROM alert_rules WHERE id = $1', [id]);
  return row ? toRule(row) : undefined;
}

export async function createRule(store: Store, accountId: number, input: AlertRuleInput, at: number): Promise<StoredAlertRule> {
  const [row] = await store.transaction((tx) => tx.query(
    'INSERT INTO alert_rules (account_id, rule_json, paused, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING *',
    [accountId, json(input), input.paused, at],
  ));
  return toRule(row!);
}

export async function updateRule(store: Store, id: number, input: AlertRuleInput, at: number): Promise<StoredAlertRule> {
  const [row] = await store.transaction((tx) => tx.query('UPDATE alert_rules SET rule_json = $2, paused = $3, updated_at = $4 WHERE id = $1 RETURNING *', [id, json(input), input.paused, at]));
  return toRule(row!);
}

export async function deleteRule(store: Store, id: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM alert_firings WHERE rule_id = $1', [id]);
    await tx.query('DELETE FROM alert_rules WHERE id = $1', [id]);
  });
}

/** Records a firing; false when the rule already fired for this period. */
export async function recordFiring(store: Store, rule: StoredAlertRule, period: { key: string; start: string; end: string }, value: number | null, at: number): Promise<boolean> {
  const rows = await store.transaction((tx) => tx.query(
    `INSERT INTO alert_firings (rule_id, account_id, period_key, period_start, period_end, value, fired_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [rule.id, rule.accountId, period.key, period.start, period.end, value, at],
  ));
  return rows.length > 0;
}

/** A member's newest firings, with the rule's name while it exists. */
export async function listFirings(store: Store, accountId: number, limit = 50): Promise<AlertFiring[]> {
  const rows = await store.query(
    `SELECT f.*, r.rule_json FROM alert_firings AS f LEFT JOIN alert_rules AS r ON r.id = f.rule_id
     WHERE f.account_id = $1 ORDER BY f.fired_at DESC, f.id DESC LIMIT $2`,
    [accountId, limit],
  );
  return rows.map((row) => {
    const rule = row.rule_json ? (JSON.parse(String(row.rule_json)) as AlertRuleInput) : null;
    return {
    id: Number(row.id), ruleId: Number(row.rule_id), ruleName: rule?.name ?? null, reportId: rule?.reportId ?? null,
    periodStart: String(row.period_start), periodEnd: String(row.period_end), value: row.value === null ? null : Number(row.value), firedAt: Number(row.fired_at),
    };
  });
}
