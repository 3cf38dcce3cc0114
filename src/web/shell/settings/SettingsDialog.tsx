// The settings: theme, language, notifications and general preferences. Every change applies at once and
// is saved where its owner keeps it; there is nothing to confirm.
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../modal/Modal';
import { GeneralTab } from './GeneralTab';
import { LanguageTab } from './LanguageTab';
import { NotificationsTab } from './NotificationsTab';
import { SettingsTabs, type TabDefinition } from './SettingsTabs';
import { ThemeTab } from './ThemeTab';
import { useMemberSettingsTabs, type MemberSettingsTab } from './limits/useMemberSettingsTabs';
import { useDeliverySettingsTabs, type DeliverySettingsTab } from './orders/useDeliverySettingsTabs';

export type SettingsTab = 'theme' | 'language' | 'notifications' | 'general' | MemberSettingsTab | DeliverySettingsTab;

interface Props {
  open: boolean;
  onClose: () => void;
  initialTab?: SettingsTab;
}

export function SettingsDialog({ open, onClose, initialTab = 'theme' }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const memberTabs = useMemberSettingsTabs();
  const deliveryTabs = useDeliverySettingsTabs();
  const tabs: TabDefinition<SettingsTab>[] = [
    { key: 'theme', label: t('settings.tabTheme'), panel: <ThemeTab /> },
    { key: 'language', label: t('settings.tabLanguage'), panel: <LanguageTab /> },
    { key: 'notifications', label: t('settings.tabNotifications'), panel: <NotificationsTab /> },
    { key: 'general', label: t('settings.tabGeneral'), panel: <GeneralTab /> },
    // Signed-in members only (none for visitors and administrator sessions).
    ...memberTabs,
    ...deliveryTabs,
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('settings.title')} closeLabel={t('settings.close')} className="settings-dialog">
      <SettingsTabs label={t('settings.title')} tabs={tabs} selected={tab} onSelect={setTab} />
    </Modal>
  );
}
