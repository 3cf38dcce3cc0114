// The header's gear: opens the settings dialog (focus comes back here when it closes). The dialog and the texts of
// its member tabs are a chunk of their own, fetched when the pointer or focus first comes to the gear (or on the
// click): the first page draws only the gear. Once opened, the dialog stays mounted, so its tab is kept.
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { withTexts } from '../../i18n/textGroups';
import { lazyPage } from '../../router/chunks/lazyPage';
import { GearIcon } from './GearIcon';

const SettingsDialog = lazyPage(withTexts(['memberSettings'], () => import('./SettingsDialog').then((m) => m.SettingsDialog)));

/** Warms the dialog's code; a failure here is retried by the click. */
const preload = () => void SettingsDialog.load().catch(() => undefined);

export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button" className="icon-button" aria-haspopup="dialog" title={t('settings.open')}
        onPointerEnter={preload} onFocus={preload}
        onClick={() => { setOpened(true); setOpen(true); }}
      >
        <GearIcon />
        <span className="visually-hidden">{t('settings.open')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SettingsDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
