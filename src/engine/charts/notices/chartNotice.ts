// A market-message notice as a chart draws it: a unit of a plant out (fault) or in maintenance, or limited,
// from start to end, with the capacity it had and kept. Read from umm.messages by the notices call
// (src/server/notices/), never from the operator's contract answer.
export const NOTICE_KINDS = ['fault', 'maintenance', 'limit'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** umm.messages mesajTipId → kind (registry.umm-message-types: 1 fault, 2 planned maintenance, 3 capacity limit). */
export const NOTICE_KIND_BY_MESSAGE_TYPE: Readonly<Record<number, NoticeKind>> = { 1: 'fault', 2: 'maintenance', 3: 'limit' };

export interface ChartNotice {
  id: number;
  kind: NoticeKind;
  powerPlantId: number;
  powerPlantName: string;
  uevcbName: string;
  /** Istanbul time with +03:00, as the market message report gives it. */
  start: string;
  end: string;
  /** MW the unit could give before the event, and during it. */
  capacityBefore: number;
  capacityDuring: number;
  /** The stored reason (Turkish); noticeReasonText gives it in the reader's language. */
  reason: string;
}

export interface NoticesAnswer { items: ChartNotice[]; truncated: boolean }
