import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GearIcon } from './GearIcon';
import { SettingsDialog } from './SettingsDialog';

/** The header's gear: opens the settings dialog (focus comes back here when it closes). */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="icon-button" aria-haspopup="dialog" title={t('settings.open')} onClick={() => setOpen(true)}>
        <GearIcon />
        <span className="visually-hidden">{t('settings.open')}</span>
      </button>
      <SettingsDialog open={open} onClose={close} />
    </>
  );
}
