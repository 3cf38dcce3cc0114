// The searchable dictionary: a search box (term in either language, acronym, field name, definition), market and
// kind filters, and every matching entry with its anchor. Typing stays smooth with ~600 entries: the list follows
// a deferred copy of the query, draws the first matches and more as the reader scrolls near the end (or presses
// "show more"), each entry is memoized, and off-screen entries skip layout (content-visibility). An address anchor
// (#mcp, #concept-PTF) draws and scrolls to its entry, clearing filters that would hide it.
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { columnAnchor, conceptAnchor } from '../../engine/dictionary/dictionaryAnchor';
import { searchDictionary, type DictionaryItem, type KindFilter, type MarketFilter } from '../../engine/dictionary/searchDictionary';
import { useLocale } from '../i18n/useLocale';
import { useTranslation } from '../i18n/useTranslation';
import { subscribeToLocation } from '../router/history';
import { PageHeader } from '../shell/PageHeader';
import { dictionaryData } from './dictionaryData';
import { DictionaryEntry } from './DictionaryEntry';
import './dictionary.css';

interface DictionaryBrowserProps {
  /** A report page's address by its report id, or undefined where the reader's menu has no page for it. */
  reportHref: (reportId: string) => string | undefined;
}

/** Entries drawn at first and added per step. */
const STEP = 60;

const anchorOf = (item: DictionaryItem) => (item.kind === 'column' ? columnAnchor(item.key) : conceptAnchor(item.id));

const currentAnchor = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)));

export function DictionaryBrowser({ reportHref }: DictionaryBrowserProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const searchId = useId();
  const marketId = useId();
  const kindId = useId();
  const { dictionary, items } = dictionaryData();
  const [text, setText] = useState('');
  const [market, setMarket] = useState<MarketFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  const [anchor, setAnchor] = useState(currentAnchor);
  const query = useDeferredValue(useMemo(() => ({ text, market, kind }), [text, market, kind]));
  const shown = useMemo(() => searchDictionary(items, query), [items, query]);
  // A new search starts again from the first step (drawn counts belong to the query they were drawn for).
  const [drawn, setDrawn] = useState({ query, count: STEP });
  const drawnCount = drawn.query === query ? drawn.count : STEP;
  const showMore = useCallback(() => setDrawn((d) => ({ query, count: (d.query === query ? d.count : STEP) + STEP })), [query]);
  const conceptById = useMemo(() => new Map(dictionary.concepts.map((c) => [c.id, c])), [dictionary.concepts]);
  const columnKeys = useMemo(() => new Set(dictionary.columns.map((c) => c.key)), [dictionary.columns]);

  const clear = useCallback(() => { setText(''); setMarket('all'); setKind('all'); }, []);
  const isEntryAnchor = useCallback((value: string) => columnKeys.has(value) || dictionary.concepts.some((c) => conceptAnchor(c.id) === value), [columnKeys, dictionary.concepts]);

  // The address names an entry: when the search or filters hide it, they are cleared (in the event, not an effect).
  const latest = useRef({ text, market, kind });
  useEffect(() => { latest.current = { text, market, kind }; }, [text, market, kind]);
  useEffect(() => {
    const onChange = () => {
      const next = currentAnchor();
      setAnchor(next);
      if (isEntryAnchor(next) && !searchDictionary(items, latest.current).some((item) => anchorOf(item) === next)) clear();
    };
    window.addEventListener('hashchange', onChange);
    const unsubscribe = subscribeToLocation(onChange);
    return () => { window.removeEventListener('hashchange', onChange); unsubscribe(); };
  }, [items, isEntryAnchor, clear]);

  // The anchored entry is always drawn, and brought into view once it is.
  const anchorIndex = anchor ? shown.findIndex((item) => anchorOf(item) === anchor) : -1;
  const drawnTo = Math.max(drawnCount, anchorIndex + STEP);
  // Near the end of the drawn entries, draw the next step.
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => { if (seen.some((s) => s.isIntersecting)) showMore(); }, { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [showMore, drawnTo, shown.length]);
  useEffect(() => {
    if (anchorIndex === -1) return;
    const element = document.getElementById(anchor);
    element?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [anchor, anchorIndex]);

  const filtered = text !== '' || market !== 'all' || kind !== 'all';

  return (
    <div className="content-page dictionary-page">
      <PageHeader title={t('dictionary.title')} lead={t('dictionary.lead')} />
      <div className="dictionary-toolbar" role="search">
        <div className="dictionary-field dictionary-search">
          <label htmlFor={searchId}>{t('dictionary.search')}</label>
          <input id={searchId} type="search" value={text} placeholder={t('dictionary.searchHint')} autoComplete="off" spellCheck={false} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="dictionary-field">
          <label htmlFor={marketId}>{t('dictionary.market')}</label>
          <select id={marketId} value={market} onChange={(e) => setMarket(e.target.value as MarketFilter)}>
            <option value="all">{t('dictionary.marketAll')}</option>
            <option value="electricity">{t('dictionary.marketElectricity')}</option>
            <option value="natural-gas">{t('dictionary.marketNaturalGas')}</option>
          </select>
        </div>
        <div className="dictionary-field">
          <label htmlFor={kindId}>{t('dictionary.kind')}</label>
          <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as KindFilter)}>
            <option value="all">{t('dictionary.kindAll')}</option>
            <option value="column">{t('dictionary.kindColumn')}</option>
            <option value="concept">{t('dictionary.kindConcept')}</option>
          </select>
        </div>
      </div>
      <p className="dictionary-count status" role="status" aria-live="polite">
        {t('dictionary.matches', { count: shown.length })}
        {filtered && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={clear}>{t('dictionary.clearFilters')}</button>
          </>
        )}
      </p>
      {shown.length === 0 ? (
        <p className="notice">{t('dictionary.noMatch')}</p>
      ) : (
        <ol className="dictionary-list">
          {shown.slice(0, drawnTo).map((item) => (
            <DictionaryEntry
              key={item.kind === 'column' ? `c:${item.key}` : `k:${item.id}`}
              item={item}
              locale={locale}
              conceptById={conceptById}
              reportHref={reportHref}
              targeted={anchorOf(item) === anchor}
            />
          ))}
          {drawnTo < shown.length && (
            <li ref={sentinel} className="dictionary-more">
              <button type="button" className="button" onClick={showMore}>{t('dictionary.showMore', { count: Math.min(STEP, shown.length - drawnTo) })}</button>
            </li>
          )}
        </ol>
      )}
    </div>
  );
}
