// A market's bulletins (menu pages 254 electricity, 255 natural gas): period tabs, a date picker fitting the
// period, the published bulletins newest first, and the chosen one read in the page, opened or downloaded as PDF.
// The newest bulletin of the period opens by default.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale } from '../i18n/useLocale';
import { useTranslation } from '../i18n/useTranslation';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import type { BulletinMarket, BulletinPeriod } from './bulletinAddress';
import { BulletinDatePicker } from './BulletinDatePicker';
import { BulletinList } from './BulletinList';
import { BulletinPeriodTabs } from './BulletinPeriodTabs';
import { bulletinsQuery } from './bulletinsQuery';
import { BulletinViewer } from './BulletinViewer';
import './bulletins.css';

export function BulletinsPage({ market }: { market: BulletinMarket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = useId();
  const [period, setPeriod] = useState<BulletinPeriod>('daily');
  const [chosen, setChosen] = useState<Partial<Record<BulletinPeriod, string>>>({});
  const list = useInfiniteQuery(bulletinsQuery(market, period, locale));
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const head = pages[0];
  const key = chosen[period] ?? head?.latest ?? undefined;
  const title = items.find((item) => item.key === key)?.title ?? (key ? `${t(`bulletins.period.${period}`)}: ${key}` : '');
  const choose = (next: string) => setChosen((current) => ({ ...current, [period]: next }));

  return (
    <div className="content-page bulletins-page">
      <PageHeader title={t(`bulletins.title.${market}`)} lead={t('bulletins.lead')} />
      <BulletinPeriodTabs selected={period} onSelect={setPeriod} panelId={`${base}-panel`} tabId={(p) => `${base}-tab-${p}`} />
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${period}`} className="bulletin-panel">
        <aside className="bulletin-side">
          <BulletinDatePicker key={period} period={period} value={key ?? ''} first={head?.first ?? null} latest={head?.latest ?? null} onPick={choose} />
          {list.isPending && <p className="status" role="status">{t('bulletins.listLoading')}</p>}
          {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
          {head && (
            <BulletinList
              items={items}
              total={head.total}
              selected={key}
              onSelect={choose}
              loadingMore={list.isFetchingNextPage}
              {...(list.hasNextPage ? { onMore: () => void list.fetchNextPage() } : {})}
            />
          )}
        </aside>
        <div className="bulletin-main">
          {key
            ? <BulletinViewer market={market} period={period} periodKey={key} title={title} />
            : head && <p className="status">{t(head.total === 0 ? 'bulletins.none' : 'bulletins.choose')}</p>}
        </div>
      </div>
    </div>
  );
}
