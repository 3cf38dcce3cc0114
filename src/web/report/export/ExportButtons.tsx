import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';
import { ErrorNotice } from '../../shell/ErrorNotice';
import { downloadExport, type ExportFormat } from './downloadExport';

interface ExportButtonsProps {
  descriptor: ReportDescriptor;
  values: FilterValues;
  disabled?: boolean;
}

export function ExportButtons({ descriptor, values, disabled }: ExportButtonsProps) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: (format: ExportFormat) => downloadExport(descriptor, values, format) });
  const formats = descriptor.export ?? [];
  if (formats.length === 0 || !descriptor.api.exportPath) return null;

  return (
    <div className="export">
      <div className="export-buttons" role="group" aria-label={t('export.title')}>
        {formats.map((format) => {
          const name = format.toUpperCase();
          const working = download.isPending && download.variables === format;
          return (
            <button
              key={format}
              type="button"
              className="button button-small"
              disabled={disabled || download.isPending}
              aria-label={t('export.button', { format: name })}
              onClick={() => download.mutate(format)}
            >
              <span aria-hidden="true">↓ </span>
              {working ? t('export.working', { format: name }) : name}
            </button>
          );
        })}
      </div>
      {download.isError && <ErrorNotice title={t('export.failed')} error={download.error} />}
    </div>
  );
}
