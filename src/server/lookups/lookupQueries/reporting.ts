// Reporting lookups: the intraday market's contracts delivering in a range of days (idm.contracts), as far as
// they are published (tomorrow's once the day-ahead results are out). Without a range: the latest published
// day's contracts. In delivery order, each hour's hourly contract before the block starting there.
import { findDataset } from '../../datasets/datasets';
import { publishedBefore } from '../../datasets/publishedBefore';
import { dialectOf } from '../../store/sqlDialect';
import type { LookupAnswer } from './lookupAnswers';
import { withPage } from './lookupAnswers';
import { dayField, dayStart, nextDay, wallTimestamp } from './lookupDays';

const CONTRACTS = findDataset('idm.contracts')!;

export const reportingLookups: Readonly<Record<string, LookupAnswer>> = {
  'gip-kontrat': async (store, body, { now }) => {
    const published = wallTimestamp(publishedBefore(CONTRACTS.publication, now));
    let start = dayField(body, 'startDate');
    let end = dayField(body, 'endDate') ?? start;
    start ??= end;
    if (!start || !end) {
      const [row] = await store.query(`SELECT ${dialectOf(store).isoWall('max(ts)')} AS last FROM idm_contracts WHERE ts < CAST($1 AS TIMESTAMP)`, [published]);
      if (typeof row?.last !== 'string') return withPage([]);
      start = end = row.last.slice(0, 10);
    }
    return withPage(await store.query(
      `SELECT "kontratId", "kontratTur", "kontratAd" FROM idm_contracts
       WHERE ts >= CAST($1 AS TIMESTAMP) AND ts < CAST($2 AS TIMESTAMP) AND ts < CAST($3 AS TIMESTAMP)
       ORDER BY ts, "kontratTur", "kontratId"`,
      [dayStart(start), dayStart(nextDay(end)), published],
    ));
  },
};
