// Datasets of generation plans and available capacity (KGÜP, KUDÜP, EAK) and settlement injection (UEVM). Rows come from the market module src/server/simulator/markets/generationPlans/.
// The hourly datasets are stored as system totals by source (their rollupTable); their `table` is a view
// (src/server/seed/buildGenerationPlanShares.ts) that shares the totals out to the units (plans, capacity) or the
// plants (injection) by the plants' daily shares of real-time generation, so members always add up to the totals.
import { doubleField as num, type DatasetDefinition, type DatasetField } from './datasetDefinition';
import { INJECTION_COLUMNS, PLAN_COLUMNS, PLAN_OTHER_PARTS } from '../simulator/markets/generationPlans/planCategories';

const text = (name: string): DatasetField => ({ name, type: 'VARCHAR' });
const id = (name: string): DatasetField => ({ name, type: 'BIGINT' });

/** A unit's owner is both the request's organizationId and dpp-bulk's orgId. */
const UNIT_DIMENSIONS = (): DatasetField[] => [id('organizationId'), id('uevcbId'), id('orgId'), text('uevcbName')];
const PLAN_FIELDS = (): DatasetField[] => [num('toplam'), ...PLAN_COLUMNS.map(num), ...Object.values(PLAN_OTHER_PARTS).map(num)];

/** One plan dataset kept as system totals and read per unit. */
const planDataset = (id: string, table: string, publication: DatasetDefinition['publication']): DatasetDefinition => ({
  id, table: `${table}_unit`, rollupTable: table, grain: 'hour', dimensions: UNIT_DIMENSIONS(), fields: PLAN_FIELDS(), publication,
});

export const generationPlansDatasets: readonly DatasetDefinition[] = [
  // /v1/generation/data/dpp (per organisation, per unit) and dpp-bulk (units by uevcbIds, with orgId, uevcbName):
  // the final daily production programme, out with the day-ahead results.
  planDataset('generation.dpp', 'generation_dpp', 'dayAhead'),
  // /v1/generation/data/dpp-first-version: the programme before its final revision.
  planDataset('generation.dpp-first-version', 'generation_dpp_first_version', 'dayAhead'),
  // /v1/generation/data/sbfgp: the settlement-based final generation plan, once the day and its instructions are over.
  planDataset('generation.sbfgp', 'generation_sbfgp', 'dayOver'),
  // /v1/generation/data/aic: available installed capacity (MW), declared for the next day.
  planDataset('generation.aic', 'generation_aic', 'dayAhead'),
  // /v1/generation/data/injection-quantity: settlement injection (UEVM) by source, per plant (powerplantId).
  {
    id: 'generation.injection-quantity', table: 'generation_injection_quantity_plant', rollupTable: 'generation_injection_quantity', grain: 'hour',
    dimensions: [id('powerplantId')], fields: [num('total'), ...INJECTION_COLUMNS.map(num)], publication: 'settlement',
  },
  // /v1/generation/data/licensed-powerplant-investment-list: licensed plants under construction (no time grain).
  {
    // The licence number identifies a row (and orders the list: a registry needs a dimension to be read in order).
    id: 'registry.licensed-plant-investments', table: 'registry_licensed_plant_investments', grain: 'none', dimensions: [text('lisansNo')],
    fields: [
      text('lisansTarihi'), text('sirketAdi'), text('santralAdi'), text('il'), text('yakitCinsi'),
      text('uniteGucu'), text('uniteSayisi'), num('ilaveKuruluGuc'), text('geciciKabulTarihi'),
    ],
    publication: 'always',
  },
];
