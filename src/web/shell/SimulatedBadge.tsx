import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { metaQuery } from '../api/appApi';

/** Always visible when the server runs on simulated data: nobody should mistake it for real prices. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  const meta = useQuery(metaQuery());
  if (!meta.data?.simulated) return null;
  return (
    <span className="badge badge-warning" title={t('app.simulatedHint')}>
      {t('app.simulated')}
      <span className="visually-hidden">: {t('app.simulatedHint')}</span>
    </span>
  );
}
