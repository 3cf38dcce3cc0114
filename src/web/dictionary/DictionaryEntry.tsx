// One dictionary entry: a column (its terms in the page's language, field name, unit, definition, concepts and
// the reports that show it, each with its own label and, where it differs, its own meaning) or a concept (its
// acronym and full term in both languages, definition, and the columns that carry it). Memoized: searching
// re-renders only the list around unchanged entries.
import { memo } from 'react';
import type { DictionaryColumn, DictionaryConcept } from '../../engine/dictionary/buildDictionary';
import { columnAnchor, conceptAnchor } from '../../engine/dictionary/dictionaryAnchor';
import type { DictionaryItem } from '../../engine/dictionary/searchDictionary';
import type { Locale } from '../../engine/locale/locale';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';

/** Above this many reports the "used by" list is folded. */
const OPEN_USES = 6;

interface EntryProps {
  item: DictionaryItem;
  locale: Locale;
  conceptById: ReadonlyMap<string, DictionaryConcept>;
  reportHref: (reportId: string) => string | undefined;
  /** The entry the address points at: its "used by" list is unfolded (a report's own meaning is there). */
  targeted?: boolean;
}

const marketKey = { electricity: 'dictionary.marketElectricity', 'natural-gas': 'dictionary.marketNaturalGas' } as const;

function Permalink({ anchor, label }: { anchor: string; label: string }) {
  return <a className="dictionary-permalink" href={`#${anchor}`} aria-label={label} title={label}>#</a>;
}

function ConceptLinks({ ids, locale, conceptById }: { ids: string[]; locale: Locale; conceptById: EntryProps['conceptById'] }) {
  const { t } = useTranslation();
  const known = ids.flatMap((id) => conceptById.get(id) ?? []);
  if (known.length === 0) return null;
  return (
    <p className="dictionary-concepts">
      <span className="dictionary-meta-label">{t('dictionary.concepts')}:</span>{' '}
      {known.map((concept, index) => (
        <span key={concept.id}>
          {index > 0 && ', '}
          <a href={`#${conceptAnchor(concept.id)}`} title={locale === 'tr' ? concept.termTr : concept.termEn}>
            {locale === 'tr' ? concept.abbreviationTr : concept.abbreviationEn}
          </a>
        </span>
      ))}
    </p>
  );
}

function ColumnEntry({ item, locale, conceptById, reportHref, targeted }: EntryProps & { item: DictionaryColumn }) {
  const { t } = useTranslation();
  const anchor = columnAnchor(item.key);
  const terms = locale === 'tr' ? item.termsTr : item.termsEn;
  const uses = (
    <ul className="dictionary-uses">
      {item.uses.map((use) => {
        const href = use.dashboard ? undefined : reportHref(use.reportId);
        const title = locale === 'tr' ? use.titleTr : use.titleEn;
        const label = locale === 'tr' ? use.labelTr : use.labelEn;
        return (
          <li key={use.reportId}>
            {href ? <Link href={href}>{title}</Link> : <span>{title}</span>}
            {use.dashboard && <span className="muted"> ({t('dictionary.dashboard')})</span>}
            <span className="muted"> · {label}{use.unit ? ` (${use.unit})` : ''}</span>
            {use.definition && <span className="dictionary-own-meaning">{t('dictionary.inThisReport')}: {use.definition[locale]}</span>}
          </li>
        );
      })}
    </ul>
  );
  return (
    <li className="dictionary-entry" id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-title`}>
      <h2 className="dictionary-term" id={`${anchor}-title`}>
        {terms[0]}
        <Permalink anchor={anchor} label={t('dictionary.permalink')} />
      </h2>
      <p className="dictionary-meta">
        <span className="dictionary-kind">{t('dictionary.columnBadge')}</span>
        <span><span className="dictionary-meta-label">{t('dictionary.fieldName')}:</span> <code>{item.key}</code></span>
        <span><span className="dictionary-meta-label">{t('dictionary.unit')}:</span> {item.units.length > 0 ? item.units.join(', ') : t('dictionary.noUnit')}</span>
        <span><span className="dictionary-meta-label">{t('dictionary.marketLabel')}:</span> {item.markets.map((m) => t(marketKey[m])).join(', ')}</span>
      </p>
      {terms.length > 1 && <p className="dictionary-also"><span className="dictionary-meta-label">{t('dictionary.alsoCalled')}:</span> {terms.slice(1).join(' · ')}</p>}
      <p className="dictionary-definition">{item[locale]}</p>
      <ConceptLinks ids={item.concepts} locale={locale} conceptById={conceptById} />
      {item.uses.length > OPEN_USES ? (
        <details className="dictionary-used-by" open={targeted || undefined}>
          <summary>{t('dictionary.usedByCount', { count: item.uses.length })}</summary>
          {uses}
        </details>
      ) : (
        <div className="dictionary-used-by">
          <p className="dictionary-meta-label">{t('dictionary.usedBy')}:</p>
          {uses}
        </div>
      )}
    </li>
  );
}

function ConceptEntry({ item, locale }: EntryProps & { item: DictionaryConcept }) {
  const { t } = useTranslation();
  const anchor = conceptAnchor(item.id);
  const abbreviation = locale === 'tr' ? item.abbreviationTr : item.abbreviationEn;
  const other = locale === 'tr' ? `${item.abbreviationEn} · ${item.termEn}` : `${item.abbreviationTr} · ${item.termTr}`;
  return (
    <li className="dictionary-entry is-concept" id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-title`}>
      <h2 className="dictionary-term" id={`${anchor}-title`}>
        <abbr className="dictionary-abbr">{abbreviation}</abbr> {locale === 'tr' ? item.termTr : item.termEn}
        <Permalink anchor={anchor} label={t('dictionary.permalink')} />
      </h2>
      <p className="dictionary-meta">
        <span className="dictionary-kind">{t('dictionary.conceptBadge')}</span>
        <span lang={locale === 'tr' ? 'en' : 'tr'}>{other}</span>
        <span><span className="dictionary-meta-label">{t('dictionary.marketLabel')}:</span> {(item.market === 'both' ? (['electricity', 'natural-gas'] as const) : [item.market]).map((m) => t(marketKey[m])).join(', ')}</span>
      </p>
      <p className="dictionary-definition">{item[locale]}</p>
      {item.columns.length > 0 && (
        <p className="dictionary-columns">
          <span className="dictionary-meta-label">{t('dictionary.columns')}:</span>{' '}
          {item.columns.map((key, index) => (
            <span key={key}>{index > 0 && ', '}<a href={`#${columnAnchor(key)}`}><code>{key}</code></a></span>
          ))}
        </p>
      )}
    </li>
  );
}

export const DictionaryEntry = memo(function DictionaryEntry(props: EntryProps) {
  return props.item.kind === 'column' ? <ColumnEntry {...props} item={props.item} /> : <ConceptEntry {...props} item={props.item} />;
});
