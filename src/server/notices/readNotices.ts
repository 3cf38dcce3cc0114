// The market-message notices that overlap a range of days, as a chart draws them: those whose start hour is
// public (umm.messages is published 'realtime') and whose interval meets the range, the largest capacity losses
// when there are more than a chart can show. Every value is a bound parameter.
import { NOTICE_KIND_BY_MESSAGE_TYPE, type ChartNotice, type NoticesAnswer } from '../../engine/charts/notices/chartNotice';
import { publishedBefore, wallMsToIso } from '../datasets/publishedBefore';
import type { Store } from '../store/store';
import type { NoticeQuery } from './parseNoticeQuery';

/**
 * More intervals than this make a chart unreadable; the answer says when some were left out. A plant's page shows
 * all of its plant's; a chart of the whole system (a price, the total generation) only the faults with the largest
 * losses, which are the ones that can move it.
 */
export const MAX_PLANT_NOTICES = 200;
export const MAX_SYSTEM_NOTICES = 10;
/** umm.messages mesajTipId of a fault (chartNotice.ts). */
const FAULT_MESSAGE_TYPE = 1;
const DAY = 86_400_000;

export async function readNotices(store: Store, query: NoticeQuery, now: Date): Promise<NoticesAnswer> {
  const rangeStart = `${query.startDay}T00:00:00+03:00`;
  const rangeEnd = wallMsToIso(Date.parse(`${query.endDay}T00:00:00Z`) + DAY);
  const published = wallMsToIso(publishedBefore('realtime', now));
  const params: (string | number)[] = [rangeEnd.slice(0, 19), published.slice(0, 19), rangeStart];
  const plants = query.plantIds.map((id) => {
    params.push(id);
    return `$${params.length}`;
  });
  // The whole system's chart: faults only (a maintenance is planned for weeks and would shade the whole chart).
  const faultsOnly = plants.length === 0;
  const kindOrPlants = faultsOnly ? `AND "mesajTipId" = $${params.push(FAULT_MESSAGE_TYPE)}` : `AND "powerPlantId" IN (${plants.join(', ')})`;
  const limit = faultsOnly ? MAX_SYSTEM_NOTICES : MAX_PLANT_NOTICES;
  const limitIndex = params.push(limit + 1);
  // caseEndDate is ISO text with +03:00 throughout, so text order is time order.
  const rows = await store.query(
    `SELECT "id", "mesajTipId", "powerPlantId", "powerPlantName", "uevcbName", "caseStartDate", "caseEndDate", "operatorPower", "capacityAtCaseTime", "reason"
       FROM umm_messages
      WHERE ts < CAST($1 AS TIMESTAMP) AND ts < CAST($2 AS TIMESTAMP) AND "caseEndDate" > $3
        ${kindOrPlants}
      ORDER BY ("operatorPower" - "capacityAtCaseTime") DESC, "id"
      LIMIT $${limitIndex}`,
    params,
  );
  const items = rows.slice(0, limit).map((row): ChartNotice => ({
    id: Number(row.id),
    kind: NOTICE_KIND_BY_MESSAGE_TYPE[Number(row.mesajTipId)] ?? 'limit',
    powerPlantId: Number(row.powerPlantId),
    powerPlantName: String(row.powerPlantName ?? ''),
    uevcbName: String(row.uevcbName ?? ''),
    start: String(row.caseStartDate),
    end: String(row.caseEndDate),
    capacityBefore: Number(row.operatorPower),
    capacityDuring: Number(row.capacityAtCaseTime),
    reason: String(row.reason ?? ''),
  }));
  items.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
  return { items, truncated: rows.length > limit };
}
