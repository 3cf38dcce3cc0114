import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { resetSidebarAndFavourites } from './resetSidebarAndFavourites';
import { SettingSwitch } from './SettingSwitch';
import { useBooleanSetting } from './useBooleanSetting';
import { compactTablesSetting, rememberLastPageSetting } from './userSettings';

type ResetState = 'idle' | 'confirming' | 'done';

export function GeneralTab() {
  const { t } = useTranslation();
  const [remember, setRemember] = useBooleanSetting(rememberLastPageSetting);
  const [compact, setCompact] = useBooleanSetting(compactTablesSetting);
  const [reset, setReset] = useState<ResetState>('idle');
  const questionId = useId();
  const question = useRef<HTMLDivElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const previous = useRef<ResetState>(reset);

  // The question takes focus so it is read out; answering puts focus back on the reset button.
  useEffect(() => {
    if (reset === 'confirming') question.current?.focus();
    else if (previous.current === 'confirming') resetButton.current?.focus();
    previous.current = reset;
  }, [reset]);

  return (
    <>
      <SettingSwitch label={t('settings.rememberLastPage')} hint={t('settings.rememberLastPageHint')} checked={remember} onChange={setRemember} />
      <SettingSwitch label={t('settings.compactTables')} hint={t('settings.compactTablesHint')} checked={compact} onChange={setCompact} />
      <div className="settings-reset">
        {reset === 'confirming' ? (
          <div ref={question} tabIndex={-1} role="group" aria-labelledby={questionId} className="settings-confirm">
            <p id={questionId}>{t('settings.resetQuestion')}</p>
            <div className="settings-confirm-actions">
              <button
                type="button"
                className="button button-danger"
                onClick={() => {
                  resetSidebarAndFavourites();
                  setReset('done');
                }}
              >
                {t('settings.resetConfirm')}
              </button>
              <button type="button" className="button" onClick={() => setReset('idle')}>{t('settings.resetCancel')}</button>
            </div>
          </div>
        ) : (
          <button ref={resetButton} type="button" className="button" onClick={() => setReset('confirming')}>{t('settings.reset')}</button>
        )}
        <p role="status" className="setting-hint">{reset === 'done' ? t('settings.resetDone') : ''}</p>
      </div>
    </>
  );
}
