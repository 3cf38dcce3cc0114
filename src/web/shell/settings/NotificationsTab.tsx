import { useTranslation } from 'react-i18next';
import { SettingSwitch } from './SettingSwitch';
import { useBooleanSetting } from './useBooleanSetting';
import { ptfNotificationSetting } from './userSettings';

export function NotificationsTab() {
  const { t } = useTranslation();
  const [ptf, setPtf] = useBooleanSetting(ptfNotificationSetting);
  return (
    <SettingSwitch label={t('settings.ptfNotifications')} hint={t('settings.ptfNotificationsHint')} checked={ptf} onChange={setPtf} />
  );
}
