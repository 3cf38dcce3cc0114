// The small "?" beside a report table's column header: a link to the column's entry in the data dictionary.
// Outside the header's sort button, so a click on it never sorts; its accessible name says where it leads. A
// column's anchor is its key (dictionaryAnchor.ts), written here directly so the report page loads nothing more.
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { dictionaryHref } from './dictionaryHref';
import './columnHelp.css';

export function ColumnHelpLink({ columnKey, label }: { columnKey: string; label: string }) {
  const { t } = useTranslation();
  const name = t('dictionary.headerLink', { label });
  return (
    <Link className="column-help" href={dictionaryHref(columnKey)} aria-label={name} title={name}>
      <span aria-hidden="true">?</span>
    </Link>
  );
}
