// Request or response fields as a table: name, type, required, unit, what it means and the values it takes.
import { useTranslation } from '../i18n/useTranslation';
import type { FieldRow } from './referenceDocument';

export function FieldTable({ rows, caption, showRequired }: { rows: readonly FieldRow[]; caption: string; showRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="reference-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="reference-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiReference.field')}</th>
            <th scope="col">{t('apiReference.type')}</th>
            {showRequired && <th scope="col">{t('apiReference.required')}</th>}
            <th scope="col">{t('apiReference.unit')}</th>
            <th scope="col">{t('apiReference.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row"><code>{row.name}</code></th>
              <td><code>{row.type}</code></td>
              {showRequired && <td>{row.required ? t('apiReference.yes') : t('apiReference.no')}</td>}
              <td>{row.unit ?? ''}</td>
              <td>
                {row.description}
                {row.values && row.values.length > 0 && <span className="reference-values"> {t('apiReference.values', { values: row.values.join(', ') })}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
