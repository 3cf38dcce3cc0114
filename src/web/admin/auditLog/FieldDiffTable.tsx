// A before/after difference (toFieldDiff.ts) as a small three-column table.
import { useTranslation } from '../../i18n/useTranslation';
import type { FieldDiff } from './toFieldDiff';

export function FieldDiffTable({ diff, label }: { diff: FieldDiff[]; label: string }) {
  const { t } = useTranslation();
  if (diff.length === 0) return <p className="muted">{t('adminOversight.audit.noChange')}</p>;
  return (
    <table className="admin-oversight-diff" aria-label={label}>
      <thead>
        <tr><th scope="col">{t('adminOversight.audit.field')}</th><th scope="col">{t('adminOversight.audit.before')}</th><th scope="col">{t('adminOversight.audit.after')}</th></tr>
      </thead>
      <tbody>
        {diff.map((line) => (
          <tr key={line.path}>
            <th scope="row"><code>{line.path}</code></th>
            <td className="is-before">{line.before ?? '—'}</td>
            <td className="is-after">{line.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
