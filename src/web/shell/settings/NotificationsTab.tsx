// The bell's publications: the day-ahead price notification (tomorrow's prices out, at 13:00), and the other
// publications of the server's stream a member may choose to hear of. Kept in this browser (userSettings.ts).
import { useTranslation } from '../../i18n/useTranslation';
import type { BooleanSetting } from './booleanSetting';
import { SettingSwitch } from './SettingSwitch';
import { useBooleanSetting } from './useBooleanSetting';
import {
  dayAheadPriceNotificationSetting, gasReferencePriceNotificationSetting, ptfNotificationSetting, realtimeNotificationSetting,
} from './userSettings';

const OTHER_PUBLICATIONS: readonly { setting: BooleanSetting; labelKey: string }[] = [
  { setting: dayAheadPriceNotificationSetting, labelKey: 'publicationPush.dayAheadPrice' },
  { setting: realtimeNotificationSetting, labelKey: 'publicationPush.realtime' },
  { setting: gasReferencePriceNotificationSetting, labelKey: 'publicationPush.gasReferencePrice' },
];

function PublicationSwitch({ setting, label }: { setting: BooleanSetting; label: string }) {
  const [on, setOn] = useBooleanSetting(setting);
  return <SettingSwitch label={label} checked={on} onChange={setOn} />;
}

export function NotificationsTab() {
  const { t } = useTranslation();
  const [ptf, setPtf] = useBooleanSetting(ptfNotificationSetting);
  return (
    <>
      <SettingSwitch label={t('settings.ptfNotifications')} hint={t('settings.ptfNotificationsHint')} checked={ptf} onChange={setPtf} />
      <fieldset className="settings-fieldset">
        <legend>{t('publicationPush.settingsLegend')}</legend>
        {OTHER_PUBLICATIONS.map(({ setting, labelKey }) => <PublicationSwitch key={setting.key} setting={setting} label={t(labelKey)} />)}
        <p className="setting-hint">{t('publicationPush.settingsHint')}</p>
      </fieldset>
    </>
  );
}
