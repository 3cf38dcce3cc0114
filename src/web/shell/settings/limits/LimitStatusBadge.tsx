// A limit's or a demand's state as a short label; a refused demand says so rather than "expired".
import { useTranslation } from '../../../i18n/useTranslation';
import type { LimitStatus } from './limitTypes';

export function LimitStatusBadge({ status, refused = false }: { status: LimitStatus; refused?: boolean }) {
  const { t } = useTranslation();
  const shown = refused ? 'refused' : status;
  return <span className={`limit-status limit-status-${shown}`} data-status={status}>{t(`serviceLimits.status.${shown}`)}</span>;
}
