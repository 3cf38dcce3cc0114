// Pins the sidebar wide open on desktop; unpinned it is a narrow rail that widens while pointed at or focused.
import { useTranslation } from '../../i18n/useTranslation';
import { setSidebarLocked } from './useSidebarLocked';

export function PinButton({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="sidebar-tool" aria-pressed={locked} aria-label={t('sidebar.lock')} title={t('sidebar.lock')} onClick={() => setSidebarLocked(!locked)}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 1.5h4l-.6 4.2 2.6 2.3v1.5H8.75V15h-1.5V9.5H4V8l2.6-2.3z" fill={locked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
