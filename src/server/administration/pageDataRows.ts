// The rows of the page-data screens and calls: every report page with its place in the menu (as the menu stands,
// administrators' changes included) and, per setting, the value in force beside the descriptor's own.
import type { MenuNode } from '../../engine/menu/menuNode';
import { isReportPage, type ReportDescriptor, type ReportPageDescriptor } from '../../../schemas/report.schema';
import { defaultDateFilter } from '../../engine/filters/filtersInEffect';
import { findDataset } from '../datasets/datasets';
import { lastPublicationTime, wallMsToIso } from '../datasets/publishedBefore';
import { toRangeType, type PageOverlays } from '../page-settings/pageOverlays';

export interface PageIdentity {
  menuId: number;
  reportId: string;
  titleTr: string;
  titleEn: string;
  /** The groups above the page, joined by " › " (empty when the page is not in the menu). */
  menuPathTr: string;
  menuPathEn: string;
  /** The page's address in the app. */
  url: string | null;
}

export interface DescriptionRow extends PageIdentity {
  descriptionTr: string; descriptionEn: string;
  defaultDescriptionTr: string; defaultDescriptionEn: string;
  changedByAdmin: boolean;
}

export type RangeType = 'GUN' | 'AY' | 'YIL';

export interface LimitRow extends PageIdentity {
  /** The limit in force (null: the page has no date range, so nothing to limit). */
  rangeType: RangeType | null; rangeMaxValue: number | null;
  defaultRangeType: RangeType | null; defaultRangeMaxValue: number | null;
  /** False where the page reads no date range: no limit can be set. */
  hasDateRange: boolean;
  changedByAdmin: boolean;
}

export interface UpdateTimeRow extends PageIdentity {
  /** The time in force: the administrator's, else the last scheduled publication of the page's data. */
  updateTime: string;
  automaticUpdateTime: string;
  changedByAdmin: boolean;
}

interface Place { trail: MenuNode[]; node: MenuNode }

function placesById(items: readonly MenuNode[]): Map<number, Place> {
  const places = new Map<number, Place>();
  const walk = (nodes: readonly MenuNode[], trail: MenuNode[]) => {
    for (const node of nodes) {
      places.set(node.id, { trail, node });
      walk(node.children, [...trail, node]);
    }
  };
  walk(items, []);
  return places;
}

export class PageDataRows {
  readonly pages: readonly ReportPageDescriptor[];
  readonly byId: ReadonlyMap<number, ReportPageDescriptor>;

  constructor(reports: readonly ReportDescriptor[], private readonly overlays: PageOverlays, private readonly menu: () => readonly MenuNode[], private readonly now: () => Date) {
    this.pages = reports.filter(isReportPage);
    this.byId = new Map(this.pages.map((p) => [p.pageId, p]));
  }

  /** Every page in menu order (pages outside the menu last, by id). */
  private identities(): { page: ReportPageDescriptor; identity: PageIdentity; order: string }[] {
    const places = placesById(this.menu());
    return this.pages.map((page) => {
      const place = places.get(page.pageId);
      const trail = place?.trail ?? [];
      const identity: PageIdentity = {
        menuId: page.pageId, reportId: page.id, titleTr: place?.node.labelTr ?? page.title.tr, titleEn: place?.node.labelEn ?? page.title.en,
        menuPathTr: trail.map((n) => n.labelTr).join(' › '), menuPathEn: trail.map((n) => n.labelEn).join(' › '),
        url: place?.node.urlEn ?? null,
      };
      const order = place ? [...trail, place.node].map((n) => String(n.menuOrder).padStart(4, '0')).join('.') : `~${String(page.pageId).padStart(9, '0')}`;
      return { page, identity, order };
    }).sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  }

  descriptions(): DescriptionRow[] {
    return this.identities().map(({ page, identity }) => {
      const own = this.overlays.get(page.pageId)?.description;
      return {
        ...identity,
        descriptionTr: own?.tr ?? page.description.tr, descriptionEn: own?.en ?? page.description.en,
        defaultDescriptionTr: page.description.tr, defaultDescriptionEn: page.description.en,
        changedByAdmin: own !== undefined,
      };
    });
  }

  limits(): LimitRow[] {
    return this.identities().map(({ page, identity }) => limitRow(page, identity, this.overlays));
  }

  limitOf(page: ReportPageDescriptor): LimitRow {
    return limitRow(page, { menuId: page.pageId, reportId: page.id, titleTr: page.title.tr, titleEn: page.title.en, menuPathTr: '', menuPathEn: '', url: null }, this.overlays);
  }

  updateTimes(): UpdateTimeRow[] {
    return this.identities().map(({ page, identity }) => {
      const own = this.overlays.get(page.pageId)?.updateTime;
      const automatic = this.automaticUpdateTime(page);
      return { ...identity, updateTime: own ?? automatic, automaticUpdateTime: automatic, changedByAdmin: own !== undefined };
    });
  }

  /** The last scheduled publication of the page's data (as the public get-page-update-date answers it). */
  automaticUpdateTime(page: ReportPageDescriptor): string {
    const dataset = findDataset(page.data.kind === 'dataset' ? page.data.dataset : page.data.from);
    return wallMsToIso(lastPublicationTime(dataset?.publication ?? 'daily', this.now()));
  }
}

function limitRow(page: ReportPageDescriptor, identity: PageIdentity, overlays: PageOverlays): LimitRow {
  const fallback = defaultDateFilter(page)?.maxSpan;
  const inForce = overlays.spanLimit(page);
  return {
    ...identity,
    rangeType: inForce ? toRangeType(inForce.unit) : null, rangeMaxValue: inForce?.value ?? null,
    defaultRangeType: fallback ? toRangeType(fallback.unit) : null, defaultRangeMaxValue: fallback?.value ?? null,
    hasDateRange: defaultDateFilter(page) !== undefined,
    changedByAdmin: overlays.get(page.pageId)?.maxSpan !== undefined,
  };
}
