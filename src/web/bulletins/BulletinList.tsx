// The published bulletins of the period, newest first; the open one marked; older ones a page at a time.
import { useTranslation } from '../i18n/useTranslation';
import type { BulletinListItem } from './bulletinsQuery';

interface Props {
  items: readonly BulletinListItem[];
  total: number;
  selected: string | undefined;
  onSelect: (key: string) => void;
  onMore?: () => void;
  loadingMore: boolean;
}

export function BulletinList({ items, total, selected, onSelect, onMore, loadingMore }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="bulletin-list" aria-label={t('bulletins.published')}>
      <h2>{t('bulletins.published')} <span className="bulletin-count">{t('bulletins.count', { count: total })}</span></h2>
      {items.length === 0 ? <p className="status">{t('bulletins.none')}</p> : (
        <ol>
          {items.map((item) => (
            <li key={item.key}>
              <button type="button" className="bulletin-list-item" aria-current={item.key === selected ? 'true' : undefined} onClick={() => onSelect(item.key)}>
                <span className="bulletin-key">{item.key}</span>
                <span className="bulletin-title">{item.title}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {onMore && <button type="button" className="button" onClick={onMore} disabled={loadingMore}>{t('bulletins.more')}</button>}
    </nav>
  );
}
