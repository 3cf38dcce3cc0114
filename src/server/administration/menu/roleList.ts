// The roles an account can have (identity/accounts.ts `Role`), named in both languages for the role/list call.
import type { Role } from '../../identity/accounts';

export interface RoleItem { role: Role; nameTr: string; nameEn: string; descriptionTr: string; descriptionEn: string }

export const ROLE_LIST: readonly RoleItem[] = [
  {
    role: 'member', nameTr: 'Üye', nameEn: 'Member',
    descriptionTr: 'Rapor sayfalarını ve web servisini kullanır, kendi panosunu kurar.',
    descriptionEn: 'Reads the report pages and the web service, and keeps a dashboard of their own.',
  },
  {
    role: 'admin', nameTr: 'Yönetici', nameEn: 'Administrator',
    descriptionTr: 'Yönetim ekranlarına girer: menü, sayfa ayarları, üyelik başvuruları ve duyurular.',
    descriptionEn: 'Opens the administration screens: the menu, page settings, membership requests and announcements.',
  },
];
