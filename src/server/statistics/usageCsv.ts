// The usage statistics' tables as CSV files (administration/plainCsv.ts rules): by period, by user, by service,
// with the headers in the reader's language.
import { plainCsv, type CsvCell } from '../administration/plainCsv';
import type { OutcomeCounts, UsageStatistics } from './usageStatistics';

export const USAGE_TABLES = ['periods', 'users', 'services'] as const;
export type UsageTable = (typeof USAGE_TABLES)[number];

type Locale = 'tr' | 'en';
const OUTCOME_HEADERS: Record<Locale, string[]> = {
  tr: ['Çağrı', 'Başarılı', 'İstemci hatası', 'Sınır nedeniyle reddedilen', 'Sunucu hatası'],
  en: ['Calls', 'Successful', 'Client errors', 'Refused by the limit', 'Server errors'],
};
const outcomeCells = (c: OutcomeCounts): CsvCell[] => [c.calls, c.success, c.clientError, c.refused, c.serverError];

interface TableCsv { headers: Record<Locale, string[]>; rows: (statistics: UsageStatistics, locale: Locale) => CsvCell[][] }

const tables: Record<UsageTable, TableCsv> = {
  periods: {
    headers: { tr: ['Dönem başı'], en: ['Period start'] },
    rows: (s) => s.periods.map((p) => [p.period, ...outcomeCells(p)]),
  },
  users: {
    headers: { tr: ['Hesap', 'E-posta', 'Ad soyad', 'Satır', 'Bayt'], en: ['Account', 'E-mail', 'Name', 'Rows', 'Bytes'] },
    rows: (s, locale) => s.users.map((u) => [u.accountId, u.email ?? (locale === 'tr' ? 'Ziyaretçi (hesapsız)' : 'Visitor (no account)'), u.name, u.rows, u.bytes, ...outcomeCells(u)]),
  },
  services: {
    headers: { tr: ['Servis', 'Satır', 'Ortalama süre (ms)'], en: ['Service', 'Rows', 'Average time (ms)'] },
    rows: (s) => s.services.map((v) => [v.service, v.rows, v.averageMs, ...outcomeCells(v)]),
  },
};

export function usageCsv(statistics: UsageStatistics, table: UsageTable, locale: Locale): string {
  const { headers, rows } = tables[table];
  return plainCsv([...headers[locale], ...OUTCOME_HEADERS[locale]], rows(statistics, locale), locale);
}
