// A member's own defaults for report pages, kept per account: the bidding zone (region) for pages that filter
// by one, and the date range pages open on. Only what the report engine can honour: a preset every date filter
// understands (schemas/reportConstants.ts) and a region code; pages without such a filter ignore them. Checked
// whole on save, with one error per field at fault.
import { datePresets } from '../../../schemas/reportConstants';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import type { Store } from '../store/store';

export interface MemberParameters {
  /** A region code as the region list gives it (TR1), or null: the page's own default. */
  region: string | null;
  /** A date preset (today, last7Days, thisMonth…), or null: the page's own default. */
  dateRange: (typeof datePresets)[number] | null;
}

export const NO_PARAMETERS: MemberParameters = { region: null, dateRange: null };

const REGION = /^[A-Z0-9]{1,10}$/;

const SAY = {
  tr: { object: 'Bir JSON nesnesi gönderin.', unknown: 'Bu alan tanınmıyor.', region: 'Bölge kodu (ör. TR1) ya da null olmalı.', dateRange: `Şunlardan biri ya da null olmalı: ${datePresets.join(', ')}.` },
  en: { object: 'Send a JSON object.', unknown: 'This field is not known.', region: 'Must be a region code (e.g. TR1) or null.', dateRange: `Must be one of ${datePresets.join(', ')}, or null.` },
};

export function parseMemberParameters(body: unknown, locale: 'tr' | 'en'): MemberParameters {
  const say = SAY[locale];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: say.object }]);
  const input = body as Record<string, unknown>;
  const errors: ApiErrorItem[] = [];
  const fault = (field: string, message: string) => errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${message}` });
  for (const key of Object.keys(input)) if (key !== 'region' && key !== 'dateRange') fault(key, say.unknown);
  const region = input.region ?? null;
  const dateRange = input.dateRange ?? null;
  if (region !== null && (typeof region !== 'string' || !REGION.test(region))) fault('region', say.region);
  if (dateRange !== null && (typeof dateRange !== 'string' || !(datePresets as readonly string[]).includes(dateRange))) fault('dateRange', say.dateRange);
  if (errors.length > 0) throw new ApiError(400, errors);
  return { region: region as string | null, dateRange: dateRange as MemberParameters['dateRange'] };
}

export async function readMemberParameters(store: Pick<Store, 'query'>, accountId: number): Promise<MemberParameters> {
  const [row] = await store.query('SELECT parameters_json FROM member_parameters WHERE account_id = $1', [accountId]);
  if (!row) return NO_PARAMETERS;
  try {
    return parseMemberParameters(JSON.parse(String(row.parameters_json)), 'en');
  } catch {
    return NO_PARAMETERS; // a row written under other rules: the page defaults, rather than a broken settings tab
  }
}

export async function saveMemberParameters(store: Store, accountId: number, parameters: MemberParameters, now: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM member_parameters WHERE account_id = $1', [accountId]);
    await tx.query('INSERT INTO member_parameters (account_id, parameters_json, updated_at) VALUES ($1, $2, $3)', [accountId, JSON.stringify(parameters), now]);
  });
}
