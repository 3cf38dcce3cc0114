// The table's layout above it: LIST (the rows as the service sends them) or COLUMNS (one value spread across
// the hours of a day or the members of a text column). Offered only where the report has something to spread;
// the choice goes into the applied view, so the address keeps it.
import { useTranslation } from '../../i18n/useTranslation';
import { unitLabel } from '../../../engine/format/unitLabel';
import { pivotOptions, type PivotChoice } from '../../../engine/table/pivotRows';
import { useLocale } from '../../i18n/useLocale';
import { useReportViewContext } from '../view/reportViewContext';
import './tableLayout.css';

export function TableLayoutControls() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { descriptor, view, change } = useReportViewContext();
  const options = pivotOptions(descriptor);
  if (options.across.length === 0) return null;
  const label = (key: string) => {
    const column = descriptor.columns.find((c) => c.key === key);
    if (!column) return key;
    // Columns of one measure in several currencies share a label: the unit tells them apart.
    return column.unit ? `${column.label[locale]} (${unitLabel(column.unit, locale)})` : column.label[locale];
  };
  const choose = (pivot: PivotChoice | undefined) => change({ pivot }, { replace: true });
  const first: PivotChoice = { value: options.values[0]!, across: options.across[0]! };
  const pivot = view.pivot;

  return (
    <div className="table-layout" role="group" aria-label={t('view.tableLayout')}>
      <div className="segmented" role="group" aria-label={t('view.tableLayout')}>
        <button type="button" aria-pressed={!pivot} onClick={() => choose(undefined)}>{t('view.list')}</button>
        <button type="button" aria-pressed={!!pivot} onClick={() => choose(pivot ?? first)}>{t('view.matrix')}</button>
      </div>
      {pivot && options.values.length > 1 && (
        <label className="table-layout-choice">
          <span>{t('view.pivotValue')}</span>
          <select value={pivot.value} onChange={(event) => choose({ ...pivot, value: event.target.value })}>
            {options.values.map((key) => <option key={key} value={key}>{label(key)}</option>)}
          </select>
        </label>
      )}
      {pivot && options.across.length > 1 && (
        <label className="table-layout-choice">
          <span>{t('view.pivotAcross')}</span>
          <select value={pivot.across} onChange={(event) => choose({ ...pivot, across: event.target.value })}>
            {options.across.map((key) => <option key={key} value={key}>{key === 'hour' ? t('view.acrossHour') : label(key)}</option>)}
          </select>
        </label>
      )}
    </div>
  );
}
