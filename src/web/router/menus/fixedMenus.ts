// The menus the app knows without the server: the signed-out menu (keys 1–6: admin sign-in, electricity and
// natural gas sign-in prompts, documentation, about, announcements), the public pages a member's tree ends
// with, and the administrator's tree. Paths follow the same rule as the server's (menuPath of English labels).
import { menuPath } from '../../../engine/menu/menuPath';
import { ADMIN_GROUP_ID, ADMIN_PAGE, ADMIN_SUBGROUP, FIXED_PAGE } from '../../../engine/menu/fixedMenuIds';
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
      { id: FIXED_PAGE.webServiceReference, tr: 'Web Servis Teknik Başvuru', en: 'Web Service Reference' },
      { id: FIXED_PAGE.userGuide, tr: 'Platform Kullanım Kılavuzu', en: 'Platform User Guide' },
      { id: FIXED_PAGE.dataDictionary, tr: 'Veri Sözlüğü', en: 'Data Dictionary' },
    ],
  },
  {
    id: FIXED_PAGE.bulletins, tr: 'Bültenler', en: 'Bulletins', children: [
      { id: FIXED_PAGE.electricityBulletins, tr: 'Elektrik Bültenleri', en: 'Electricity Bulletins' },
      { id: FIXED_PAGE.naturalGasBulletins, tr: 'Doğal Gaz Bültenleri', en: 'Natural Gas Bulletins' },
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

/** The administrator's tree: the screens of the administration area (admin/adminScreens.ts). */
export const adminMenu: readonly MenuNode[] = build([
  {
    id: ADMIN_GROUP_ID, tr: 'Yönetim', en: 'Admin', children: [
      { id: ADMIN_PAGE.membershipRequests, tr: 'Üyelik Başvuruları', en: 'Membership Requests', nofav: true },
      { id: ADMIN_PAGE.menuOperations, tr: 'Menü İşlemleri', en: 'Menu Operations', nofav: true },
      { id: ADMIN_PAGE.dataRangeLimits, tr: 'Veri Aralığı Sınırları', en: 'Data Range Limits', nofav: true },
      { id: ADMIN_PAGE.reportDescriptions, tr: 'Rapor Açıklamaları', en: 'Report Descriptions', nofav: true },
      { id: ADMIN_PAGE.dataUpdateTimes, tr: 'Veri Güncelleme Zamanları', en: 'Data Update Times', nofav: true },
      {
        id: ADMIN_SUBGROUP.lists, tr: 'Listeler', en: 'Lists', children: [
          { id: ADMIN_PAGE.participantList, tr: 'Katılımcı Listesi', en: 'Participant List', nofav: true },
          { id: ADMIN_PAGE.licensedPlantInvestments, tr: 'Lisanslı Santral Yatırımları', en: 'Licensed Power Plant Investments', nofav: true },
          { id: ADMIN_PAGE.yekdemParticipantList, tr: 'YEKDEM Katılımcı Listesi', en: 'YEKDEM Participant List', nofav: true },
        ],
      },
      { id: ADMIN_PAGE.announcements, tr: 'Duyuru Yönetimi', en: 'Announcement Management', nofav: true },
      { id: ADMIN_PAGE.contentPages, tr: 'İçerik Sayfaları', en: 'Content Pages', nofav: true },
      { id: ADMIN_PAGE.mediaLibrary, tr: 'Medya Kütüphanesi', en: 'Media Library', nofav: true },
      { id: ADMIN_PAGE.revisions, tr: 'Veri Düzeltmeleri', en: 'Data Revisions', nofav: true },
      { id: ADMIN_PAGE.statisticsReports, tr: 'İstatistik Raporları', en: 'Statistics Reports', nofav: true },
      { id: ADMIN_PAGE.auditLog, tr: 'İşlem Kaydı', en: 'Audit Log', nofav: true },
      {
        id: ADMIN_SUBGROUP.settings, tr: 'Yönetim Ayarları', en: 'Admin Settings', children: [
          { id: ADMIN_PAGE.processParameters, tr: 'Süreç Parametreleri', en: 'Process Parameters', nofav: true },
          { id: ADMIN_PAGE.configurationParameters, tr: 'Yapılandırma Parametreleri', en: 'Configuration Parameters', nofav: true },
          { id: ADMIN_PAGE.systemAccess, tr: 'Sistem Erişim İşlemleri', en: 'System Access Operations', nofav: true },
          { id: ADMIN_PAGE.blockedAddresses, tr: 'Engellenen IP Adresleri', en: 'Blocked IP Addresses', nofav: true },
          { id: ADMIN_PAGE.summerWinterTime, tr: 'Yaz/Kış Saati', en: 'Summer/Winter Time', nofav: true },
          { id: ADMIN_PAGE.smsAndEmail, tr: 'SMS ve E-posta', en: 'SMS and E-mail', nofav: true },
          { id: ADMIN_PAGE.webServiceLimits, tr: 'Web Servis Limitleri', en: 'Web Service Limits', nofav: true },
          { id: ADMIN_PAGE.screenSettings, tr: 'Ekran Ayarları', en: 'Screen Settings', nofav: true },
          { id: ADMIN_PAGE.sendingData, tr: 'Veri Gönderimi', en: 'Sending Data', nofav: true },
          { id: ADMIN_PAGE.contractManagement, tr: 'Sözleşme Yönetimi', en: 'Contract Management', nofav: true },
        ],
      },
    ],
  },
]);
