// Per-organisation market quantities are derived from the market totals: each participant of the market takes a
// share that follows a deterministic weight of (organisation, market) and moves hour by hour. An hour's parts add
// up exactly to the stored market total (see organizationShareView), so a report per organisation and the market
// report always agree. One view per dataset (its `table`), over the stored totals (its `rollupTable`) and the
// organisation registry: nothing is stored per organisation, so new days, imports and revisions of the totals show
// through at once.
import { findDataset } from '../datasets/datasets';
import { dialectOf } from '../store/sqlDialect';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import type { Store } from '../store/store';

export interface OrganizationSplit {
  /** The dataset kept as market totals (its rollupTable) and read per organisation (its table, this view). */
  dataset: string;
  /** The registry's 0/1 membership column naming who trades in this market. */
  participants: 'damEntry' | 'intraDayEntry';
  /** The fields that are shared out (quantities and values); the others (prices, contract names) are the market's. */
  shared: readonly string[];
  /** Makes each market's split its own: a company's share of the day-ahead market is not its intraday share. */
  salt: number;
}

export const ORGANIZATION_SPLITS: readonly OrganizationSplit[] = [
  {
    dataset: 'dam.quantities', participants: 'damEntry', salt: 11,
    shared: [
      'matchedBids', 'matchedOffers', 'volumeOfAsk', 'amountOfPurchasingTowardsMatchedBlock', 'amountOfPurchasingTowardsUnMatchedBlock',
      'amountOfSalesTowardsMatchedBlock', 'amountOfSalesTowardsUnMatchedBlock', 'matchedFlexibleBuyingOfferQuantity',
      'matchedFlexibleSellingOfferQuantity', 'bidVolume', 'offerVolume', 'bidQuantity', 'offerQuantity',
    ],
  },
  { dataset: 'idm.hourly', participants: 'intraDayEntry', salt: 23, shared: ['clearingQuantityAsk', 'clearingQuantityBid', 'tradingVolume'] },
  { dataset: 'bilateral.bid-quantity', participants: 'damEntry', salt: 37, shared: ['quantity'] },
  { dataset: 'bilateral.offer-quantity', participants: 'damEntry', salt: 41, shared: ['quantity'] },
];

/** (Re)creates every split's view; run with the migrations, since the views hold no data of their own. */
export async function buildOrganizationShares(store: Store): Promise<void> {
  for (const split of ORGANIZATION_SPLITS) {
    // Dropped first: PostgreSQL cannot replace a view whose columns changed.
    await store.exec(`DROP VIEW IF EXISTS ${sqlName(findDataset(split.dataset)!.table)}`);
    await store.exec(organizationShareView(store, split));
  }
}

/**
 * The CREATE VIEW statement of one split. Every name comes from the dataset registry or the fixed list above.
 *
 * Participants stand in id order on [0, 1], each on a stretch as long as its share (a fixed weight per organisation
 * and market). Each boundary between two neighbours moves every hour, by less than half of the shorter stretch, so
 * shares change hour by hour and never turn negative. An organisation's quantity is round(total × its upper
 * boundary) − round(total × its lower boundary): the parts telescope, and the hour's parts add up to the total
 * exactly, without reading the other organisations' rows (one organisation over a year stays a quick query).
 */
export function organizationShareView(store: Store, split: OrganizationSplit): string {
  const dataset = findDataset(split.dataset);
  if (!dataset?.rollupTable) throw new Error(`${split.dataset} is not a dataset kept as totals (no rollupTable)`);
  const shared = new Set(split.shared);
  for (const name of shared) if (!dataset.fields.some((f) => f.name === name)) throw new Error(`${split.dataset} has no field ${name}`);
  const round2 = (e: string) => dialectOf(store).round(e, 2);
  const double = (e: string) => `CAST(${e} AS DOUBLE PRECISION)`;
  const q = quoteIdentifier;
  const salt = Number(split.salt);
  // Hashes both stores compute alike, as in buildPlantShares.ts, in doubles for the same bits.
  const weight = `${double('0.2')} + ${double(`((o."organizationId" * 2654435761 + ${salt}) % 1000003) % 1000`)} / ${double('1000')}`;
  const hour = `(CAST(CAST(r.ts AS DATE) - DATE '2000-01-01' AS BIGINT) * 24 + CAST(EXTRACT(HOUR FROM r.ts) AS BIGINT))`;
  const wobble = (org: string) => {
    const mix = `((${org} * 2654435761 + ${hour} * 40503 + ${salt}) % 1000003)`;
    return `(${double(`(${mix} * ${mix}) % 1000`)} / ${double('500')} - ${double('1')})`;
  };
  // The boundary above an organisation (its running share, moved this hour); 1 after the last one, 0 before the first.
  const upper = `CASE WHEN p."isLast" = 1 THEN ${double('1')} ELSE p.cum + p.room * ${wobble('p."organizationId"')} END`;
  const lower = `CASE WHEN p."previousId" IS NULL THEN ${double('0')} ELSE p."previousCum" + p."previousRoom" * ${wobble('p."previousId"')} END`;
  const outputs = dataset.fields.map((f) => (shared.has(f.name)
    ? `${round2(`r.${q(f.name)} * hi`)} - ${round2(`r.${q(f.name)} * lo`)} AS ${q(f.name)}`
    : `r.${q(f.name)}`));
  return `
    CREATE VIEW ${sqlName(dataset.table)} AS
    WITH weighted AS (
      SELECT o."organizationId", ${weight} AS w FROM registry_organizations o WHERE o.${q(split.participants)} = 1),
    shares AS (
      SELECT "organizationId", w / sum(w) OVER () AS share FROM weighted),
    stretches AS (
      SELECT "organizationId", share,
             sum(share) OVER (ORDER BY "organizationId" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
             ${double('0.45')} * least(share, coalesce(lead(share) OVER (ORDER BY "organizationId"), share)) AS room,
             CASE WHEN lead("organizationId") OVER (ORDER BY "organizationId") IS NULL THEN 1 ELSE 0 END AS "isLast"
      FROM shares),
    placed AS (
      SELECT s.*, lag("organizationId") OVER (ORDER BY "organizationId") AS "previousId",
             lag(cum) OVER (ORDER BY "organizationId") AS "previousCum", lag(room) OVER (ORDER BY "organizationId") AS "previousRoom"
      FROM stretches s),
    hourly AS (
      SELECT r.*, p."organizationId", ${upper} AS hi, ${lower} AS lo
      FROM ${sqlName(dataset.rollupTable)} r CROSS JOIN placed p)
    SELECT r.ts, r."organizationId", ${outputs.join(', ')} FROM hourly r`;
}
