// "Whole page (zip)" beside the export buttons: the table (CSV and XLSX), the chart (SVG and PNG), the summary
// and a metadata file of the view on screen, in one zip (src/web/pageBundle). The collector is loaded on click.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorNotice } from '../../shell/ErrorNotice';
import { useZipDownload } from '../../pageBundle/useZipDownload';
import { useReportViewContext, useExportView } from '../view/reportViewContext';

interface PageBundleButtonProps {
  descriptor: ReportDescriptor;
  values: FilterValues;
  disabled?: boolean | undefined;
}

export function PageBundleButton({ descriptor, values, disabled }: PageBundleButtonProps) {
  const { t } = useTranslation();
  const { view } = useReportViewContext();
  const exportView = useExportView();
  const { download, status } = useZipDownload(async (context) => {
    const { downloadReportBundle } = await import('../../pageBundle/downloadReportBundle');
    const root = document.querySelector('.report-page');
    return downloadReportBundle({ descriptor, values, view: exportView, showChart: !!descriptor.chart && view.layout !== 'table', search: '' }, root, context);
  });
  return (
    <div className="page-bundle">
      <button
        type="button"
        className="button button-small"
        disabled={disabled || download.isPending}
        title={t('pageBundle.buttonHint')}
        aria-describedby="page-bundle-status"
        onClick={() => download.mutate()}
      >
        <span aria-hidden="true">↓ </span>
        {t('pageBundle.button')}
      </button>
      <p id="page-bundle-status" className="export-status" role="status" aria-live="polite">{status}</p>
      {download.isError && <ErrorNotice brief title={t('pageBundle.failed')} error={download.error} />}
    </div>
  );
}
