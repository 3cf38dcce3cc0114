// The menus the app knows without the server: the signed-out menu (keys 1–6: admin sign-in, electricity and
// natural gas sign-in prompts, documentation, about, announcements), the public pages a member's tree ends
// with, and the administrator's tree. Paths follow the same rule as the server's (menuPath of English labels).
import { menuPath } from '../../../engine/menu/menuPath';
import { ADMIN_GROUP_ID, ADMIN_PAGE, FIXED_PAGE } from '../../../engine/menu/fixedMenuIds';
import type { MenuNode } from '../../../engine/menu/menuNode';

interface Spec { id: number; tr: string; en: string; children?: Spec[]; url?: string; nofav?: boolean; externalSelf?: boolean }

function build(specs: readonly Spec[], ancestors: readonly string[] = []): MenuNode[] {
  return specs.map((spec, index) => {
    const labels = [...ancestors, spec.en];
    const children = spec.children ? build(spec.children, labels) : [];
    const url = spec.children ? null : spec.url ?? menuPath(labels);
    return {
      id: spec.id, labelTr: spec.tr, labelEn: spec.en, menuOrder: index + 1, urlTr: url, urlEn: url, children,
      nofav: spec.nofav ?? false, externalSelf: spec.externalSelf ?? false,
    };
  });
}

export { FIXED_PAGE, ADMIN_PAGE } from '../../../engine/menu/fixedMenuIds';

const PUBLIC_PAGES: Spec[] = [
  {
    id: FIXED_PAGE.documentation, tr: 'Dokümantasyon', en: 'Documentation', children: [
      { id: FIXED_PAGE.regulatorDocument, tr: 'Kurul Kararı Dokümanı', en: 'Regulator Decision Document', nofav: true },
      { id: FIXED_PAGE.webServiceGuide, tr: 'Web Servis Kullanım Kılavuzu', en: 'Web Service User Guide' },
    ],
  },
  {
    id: FIXED_PAGE.about, tr: 'Hakkında', en: 'About', children: [
      { id: FIXED_PAGE.aboutPlatform, tr: 'Platform Hakkında', en: 'About the Platform' },
      { id: FIXED_PAGE.faq, tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    ],
  },
  { id: FIXED_PAGE.announcements, tr: 'Duyurular', en: 'Announcements' },
];

export const signedOutMenu: readonly MenuNode[] = build([
  { id: FIXED_PAGE.adminSignIn, tr: 'Yönetici Girişi', en: 'Administrator Sign-in', url: '/auth/admin/sign-in?return=%2Fadmin', nofav: true, externalSelf: true },
  { id: FIXED_PAGE.electricityPrompt, tr: 'Elektrik', en: 'Electricity', nofav: true },
  { id: FIXED_PAGE.naturalGasPrompt, tr: 'Doğal Gaz', en: 'Natural Gas', nofav: true },
  ...PUBLIC_PAGES,
]);

/** What follows the server's tree in a member's menu. */
export const publicPagesMenu: readonly MenuNode[] = build(PUBLIC_PAGES);

/** The administrator's tree: screens of the administration area (they arrive with the admin issues). */

export const adminMenu: readonly MenuNode[] = build([
  {
    id: ADMIN_GROUP_ID, tr: 'Yönetim', en: 'Admin', children: [
      { id: ADMIN_PAGE.membershipRequests, tr: 'Üyelik Başvuruları', en: 'Membership Requests', nofav: true },
      { id: ADMIN_PAGE.menu, tr: 'Menü', en: 'Menu', nofav: true },
      { id: ADMIN_PAGE.pageSettings, tr: 'Sayfa Ayarları', en: 'Page Settings', nofav: true },
      { id: ADMIN_PAGE.dataRangeLimits, tr: 'Veri Aralığı Sınırları', en: 'Data Range Limits', nofav: true },
      { id: ADMIN_PAGE.reportDescriptions, tr: 'Rapor Açıklamaları', en: 'Report Descriptions', nofav: true },
      { id: ADMIN_PAGE.dataUpdateTimes, tr: 'Veri Güncelleme Zamanları', en: 'Data Update Times', nofav: true },
      { id: ADMIN_PAGE.revisions, tr: 'Veri Düzeltmeleri', en: 'Data Revisions', nofav: true },
    ],
  },
]);
