// The download buttons. A file holds what the table shows (its visible columns and sort, sent with the
// request and stated here and in the file); an export that takes more than a second shows its progress, and
// a finished one says so (beside the buttons, and in the "Operation Successful" modal after a wait). A view too large for a PDF says why before anything starts, CSV and XLSX beside it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { exportTexts } from '../../../engine/export/exportTexts';
import { PDF_CELL_LIMIT, pdfFits } from '../../../engine/export/pdfLimit';
import { unfoldedList } from '../../../engine/rows/unfoldList';
import { LOCALE_TAGS } from '../../../engine/locale/locale';
import type { FilterValues } from '../../../engine/request/filterValues';
import { useLocale } from '../../i18n/useLocale';
import { ErrorNotice } from '../../shell/ErrorNotice';
import { showNotice } from '../../shell/notices/noticeStore';
import { reportQuery } from '../reportQuery';
import { useExportView } from '../view/reportViewContext';
import { downloadExport, type ExportFormat } from './downloadExport';
import { useElapsedSeconds } from './useElapsedSeconds';
import { PageBundleButton } from './PageBundleButton';
import './exportPanel.css';
import { reportRows } from '../reportRows';

interface ExportButtonsProps {
  descriptor: ReportDescriptor;
  values: FilterValues;
  disabled?: boolean;
}

export function ExportButtons({ descriptor, values, disabled }: ExportButtonsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const view = useExportView();
  // The page's own answer, from the cache (never fetched here): how many rows a file would hold.
  const rows = reportRows(useQuery({ ...reportQuery(descriptor, values), enabled: false }).data, descriptor)?.length;
  // An export the reader waited for (its progress was shown) ends with the "Operation Successful" modal too.
  const download = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const started = performance.now();
      return { ...(await downloadExport(descriptor, values, format, view)), waited: performance.now() - started >= 1000 };
    },
    onSuccess: (file, format) => {
      if (file.waited) showNotice({ kind: 'success', message: t('exportPanel.done', { format: format.toUpperCase(), name: file.name, size: fileSize(file.bytes, locale) }) });
    },
  });
  const seconds = useElapsedSeconds(download.isPending);
  const formats = descriptor.export ?? [];
  if (formats.length === 0 || !descriptor.api.exportPath) return null;

  const number = (n: number) => n.toLocaleString(LOCALE_TAGS[locale]);
  const pdfTooLarge = rows !== undefined && !pdfFits(rows, view.columns.length);
  const working = download.isPending ? download.variables.toUpperCase() : '';
  const sortColumn = view.sort ? descriptor.columns.find((c) => c.key === view.sort?.field) : undefined;
  const byTime = !sortColumn || ['datetime', 'date', 'month'].includes(sortColumn.type);
  const direction = view.sort?.direction === 'DESC' ? 'desc' : 'asc';
  // A flat list answer is written a row per item in the order answered (engine/export/unfoldedExportInput.ts).
  const order = unfoldedList(descriptor) ? exportTexts.answerOrder[locale] : byTime
    ? t(direction === 'desc' ? 'exportPanel.orderNewest' : 'exportPanel.orderTime')
    : t('exportPanel.orderBy', { column: sortColumn.label[locale], direction: t(`exportPanel.${direction}`) });
  const columnCount = view.columns.length === descriptor.columns.length ? t('exportPanel.scopeAll') : t('exportPanel.scopeSome', { shown: view.columns.length, total: descriptor.columns.length });

  return (
    <div className="export">
      <div className="export-buttons" role="group" aria-label={t('export.title')}>
        {formats.map((format) => {
          const name = format.toUpperCase();
          const tooLarge = format === 'pdf' && pdfTooLarge;
          return (
            <button
              key={format}
              type="button"
              className="button button-small"
              disabled={disabled || download.isPending || tooLarge}
              aria-label={t('export.button', { format: name })}
              title={tooLarge ? t('exportPanel.pdfTooLargeShort') : undefined}
              aria-describedby={tooLarge ? 'export-pdf-too-large' : 'export-scope'}
              onClick={() => download.mutate(format)}
            >
              <span aria-hidden="true">↓ </span>
              {working === name ? t('export.working', { format: name }) : name}
            </button>
          );
        })}
      </div>
      <PageBundleButton descriptor={descriptor} values={values} disabled={disabled || download.isPending} />
      {!disabled && (
        <p id="export-scope" className="export-note">
          {t('exportPanel.scope', { columns: columnCount, order })} {t('exportPanel.timeZoneNote')}
        </p>
      )}
      {!disabled && pdfTooLarge && (
        <p id="export-pdf-too-large" className="export-note export-warning">
          {t('exportPanel.pdfTooLarge', { rows: number(rows ?? 0), columns: number(view.columns.length), limit: number(PDF_CELL_LIMIT) })}
        </p>
      )}
      <p className="export-status" role="status" aria-live="polite">
        {download.isPending && seconds >= 1
          ? rows !== undefined
            ? t('exportPanel.preparingRows', { format: working, rows: number(rows), seconds })
            : t('exportPanel.preparing', { format: working, seconds })
          : download.isSuccess
            ? t('exportPanel.done', { format: download.variables.toUpperCase(), name: download.data.name, size: fileSize(download.data.bytes, locale) })
            : ''}
      </p>
      {download.isPending && seconds >= 1 && <progress className="export-progress" aria-label={t('export.working', { format: working })} />}
      {download.isError && <ErrorNotice title={t('export.failed')} error={download.error} />}
    </div>
  );
}

function fileSize(bytes: number, locale: 'tr' | 'en'): string {
  const tag = LOCALE_TAGS[locale];
  if (bytes < 1024 * 1024) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}
