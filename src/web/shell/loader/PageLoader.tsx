// A thin bar along the top of the page while any request is under way. It appears after a short delay
// (in CSS), so quick answers do not flash it; the progressbar is in the DOM for assistive technology
// from the first moment.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { appLoader } from './appLoader';

export function PageLoader() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(appLoader.subscribe, appLoader.count, () => 0);
  if (count === 0) return null;
  return (
    <div className="page-loader" role="progressbar" aria-label={t('request.loading')}>
      <span className="page-loader-bar" />
    </div>
  );
}
