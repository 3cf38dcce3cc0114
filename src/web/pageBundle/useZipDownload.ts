// The shared half of the two whole-page buttons (report page, dashboard): the download as a mutation, the step
// it is at (for the status line), and the context every collector needs (language, theme, query cache). The
// collectors are imported only when the button is pressed, so JSZip stays out of the page's first load.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALE_TAGS, type Locale } from '../../engine/locale/locale';
import { useLocale } from '../i18n/useLocale';
import { useTranslation } from '../i18n/useTranslation';
import { useTheme } from '../theme/useTheme';
import type { BundleContext, BundleStep } from './collectReportBundle';
import type { SavedZip } from './downloadReportBundle';

export function useZipDownload(run: (context: BundleContext) => Promise<SavedZip>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const locale = useLocale();
  const { theme } = useTheme();
  const [step, setStep] = useState<BundleStep | null>(null);
  const download = useMutation({
    mutationFn: () =>
      run({
        client,
        locale,
        theme,
        origin: window.location.origin,
        now: new Date(),
        pictureNotes: { timeZone: t('chartPanel.timeZone'), simulated: t('chartPanel.simulated') },
        onStep: setStep,
      }),
    onSettled: () => setStep(null),
  });
  const stepName = step === 'table' ? 'stepTable' : step === 'chart' ? 'stepChart' : step === 'zip' ? 'stepZip' : null;
  const status = download.isPending
    ? stepName ? t('pageBundle.workingStep', { step: t(`pageBundle.${stepName}`) }) : t('pageBundle.working')
    : download.isSuccess
      ? t('pageBundle.done', { name: download.data.name, size: zipSize(download.data.bytes, locale) })
      : '';
  return { download, status };
}

function zipSize(bytes: number, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  if (bytes < 1024 * 1024) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}
