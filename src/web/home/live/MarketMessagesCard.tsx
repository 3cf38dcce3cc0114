// The newest market messages: which plant, why, from when, and how much capacity it takes out.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { noticeReasonText } from '../../../engine/charts/notices/noticeReasons';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLocale } from '../../i18n/useLocale';
import { dashboardQuery } from './dashboardQuery';
import { LiveCard } from './LiveCard';

interface MessageRow {
  id: number;
  powerPlantName: string;
  uevcbName: string;
  caseStartDate: string;
  caseEndDate: string;
  operatorPower: number;
  capacityAtCaseTime: number;
  reason: string;
}

/** How many notices the card lists. */
const SHOWN = 5;

export function MarketMessagesCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(dashboardQuery<MessageRow>('market-message-system', locale));
  const newest = [...(query.data?.items ?? [])].sort((a, b) => b.caseStartDate.localeCompare(a.caseStartDate)).slice(0, SHOWN);
  return (
    <LiveCard id="messages" title={t('live.messages.title')} reportId="market-message-system" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} empty={newest.length === 0}>
      <ul className="live-messages">
        {newest.map((m) => (
          <li key={m.id}>
            <span className="live-message-plant">{m.powerPlantName}</span>
            <span className="live-message-reason">{noticeReasonText(m.reason, locale)}</span>
            <span className="live-message-meta">
              {t('live.messages.from', { time: formatDateTime(m.caseStartDate, locale) })} ·{' '}
              {t('live.messages.capacity', { mw: formatNumber(Math.max(0, m.operatorPower - m.capacityAtCaseTime), locale, { decimals: 0 }) })}
            </span>
          </li>
        ))}
      </ul>
    </LiveCard>
  );
}
