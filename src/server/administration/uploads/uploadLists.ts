// The lists an administrator replaces by uploading a file: one entry per list, no per-list code. Each names the
// report page that shows it (the expected header of every column is that page's column title, with its unit, in
// Turkish or English, and the cell type follows the column's type), the dataset (table) it replaces, the columns
// that identify a row, and what a new row gets for the stored fields the file does not carry.
import { ADMIN_PAGE } from '../../../engine/menu/fixedMenuIds';

export const UPLOAD_LIST_IDS = ['participant-list', 'licensed-plant-investments', 'yekdem-participant-list'] as const;
export type UploadListId = (typeof UPLOAD_LIST_IDS)[number];

export interface UploadListColumn {
  /** The report column's key: the header titles and the cell type come from it; it stores into its `field`. */
  column: string;
  /** An empty cell is a row error. */
  required: boolean;
  /** The column's value labels name the usual values but others are taken as written (a fuel the page has no label for). */
  openChoices?: boolean;
}

export interface UploadList {
  id: UploadListId;
  /** The administration screen (fixedMenuIds.ts ADMIN_PAGE). */
  menuId: number;
  /** The report page that shows the list (its descriptor id). */
  reportId: string;
  /** The dataset whose table the upload replaces (src/server/datasets). */
  dataset: string;
  /** The list is one year's: the request names the year (the dataset's `year` dimension) and only it is replaced. */
  perYear: boolean;
  /** Report columns whose values together identify a row (for the preview's changes and the duplicate check). */
  key: readonly string[];
  columns: readonly UploadListColumn[];
  /** Stored fields the file does not carry: kept from the matching row, these values for a new row. */
  newRowDefaults: Readonly<Record<string, string | number | null>>;
  /** A stored number identifying a row that the file does not carry: kept from the matching row, the next free one for a new row. */
  generatedId?: string;
}

const col = (column: string, required = false, openChoices = false): UploadListColumn => ({ column, required, ...(openChoices ? { openChoices } : {}) });

export const uploadLists: readonly UploadList[] = [
  {
    id: 'participant-list',
    menuId: ADMIN_PAGE.participantList,
    reportId: 'market-participants',
    dataset: 'registry.organizations',
    perYear: false,
    // The EIC code identifies an organisation across registers; its number in this store stays as it was.
    key: ['eicCode'],
    columns: [
      col('orgName', true), col('orgCode', true), col('eicCode', true), col('damEntry', true), col('intraDayEntry', true),
      col('vepEntry', true), col('yekgEntry', true), col('legalStatus', true), col('naturalGasMarketEntry', true),
    ],
    newRowDefaults: { organizationStatus: 'ACTIVE', licence: null, licenceId: null, vgpParticipation: 0 },
    generatedId: 'organizationId',
  },
  {
    id: 'licensed-plant-investments',
    menuId: ADMIN_PAGE.licensedPlantInvestments,
    reportId: 'licensed-power-plant-investments',
    dataset: 'registry.licensed-plant-investments',
    perYear: false,
    key: ['lisansNo'],
    columns: [
      col('santralAdi', true), col('sirketAdi', true), col('il', true), col('yakitCinsi', true, true), col('uniteSayisi'), col('uniteGucu'),
      col('ilaveKuruluGuc', true), col('lisansTarihi', true), col('lisansNo', true), col('geciciKabulTarihi'),
    ],
    newRowDefaults: {},
  },
  {
    id: 'yekdem-participant-list',
    menuId: ADMIN_PAGE.yekdemParticipantList,
    reportId: 'yekdem-participant-list',
    dataset: 'renewables.participants',
    perYear: true,
    key: ['orgName', 'facilityName'],
    columns: [
      col('orgName', true), col('facilityName', true), col('facilityType', true), col('installedPower', true), col('unitCount'),
      col('licencedYearlyGenerationAmount'), col('lastYearGenerationAmount'), col('entryDate', true), col('latestUtilizationPeriod'),
      col('utilizationPeriod'), col('yekPrice', true),
    ],
    newRowDefaults: {},
  },
];

export function findUploadList(id: string): UploadList | undefined {
  return uploadLists.find((l) => l.id === id);
}
