// Who last saved a setting section and when (Istanbul time), or that it still has its built-in value.
import { useTranslation } from '../../i18n/useTranslation';
import type { Stamp } from './platformSettingsApi';

export function SettingStamp({ stamp }: { stamp: Stamp }) {
  const { t } = useTranslation();
  return (
    <p className="muted admin-settings-stamp">
      {stamp.updatedAt ? t('platformFacts.lastSaved', { by: stamp.updatedBy ?? '', at: `${stamp.updatedAt.slice(0, 10)} ${stamp.updatedAt.slice(11, 16)}` }) : t('platformFacts.neverSaved')}
    </p>
  );
}
