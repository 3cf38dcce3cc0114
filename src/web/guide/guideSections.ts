// The user guide's outline: its sections in reading order, the screenshots each shows (taken by
// tests/e2e/userGuideScreenshots.spec.ts into images/<lang>/<name>.jpg) and the pages it links to by menu id
// (so a page moved in the menu is still found). The texts are in src/web/i18n/userGuideText.ts under the same ids.
import { FIXED_PAGE } from '../router/menus/fixedMenus';

export interface GuideSection {
  /** The section's anchor (#find) and its key in userGuideText.sections. */
  id: string;
  images: readonly string[];
  /** Menu ids of the pages the section points to. */
  links: readonly number[];
}

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  { id: 'find', images: ['menu', 'search'], links: [] },
  { id: 'filter', images: ['filters'], links: [] },
  { id: 'chart', images: ['chart'], links: [] },
  { id: 'table', images: ['table'], links: [] },
  { id: 'export', images: ['export'], links: [] },
  { id: 'share', images: ['share'], links: [] },
  { id: 'dashboard', images: ['dashboard'], links: [] },
  { id: 'ticket', images: ['apiCall'], links: [FIXED_PAGE.webServiceGuide, FIXED_PAGE.webServiceReference] },
  { id: 'documents', images: [], links: [FIXED_PAGE.electricityBulletins, FIXED_PAGE.naturalGasBulletins, FIXED_PAGE.dataDictionary] },
];

/** Every screenshot the guide shows, by name: what the screenshot spec must take. */
export const GUIDE_IMAGES: readonly string[] = GUIDE_SECTIONS.flatMap((section) => section.images);
