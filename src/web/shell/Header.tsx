import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { metaQuery } from '../api/appApi';
import { Link } from '../router/Link';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './notifications/NotificationBell';
import type { UserInfo } from './session/sessionQueries';
import { SettingsButton } from './settings/SettingsButton';
import { SimulatedBadge } from './SimulatedBadge';
import { SocialLinks } from './SocialLinks';
import { ThemeSwitch } from './ThemeSwitch';
import { UserPanel } from './UserPanel';

interface HeaderProps {
  user: UserInfo | undefined;
  /** Who is signed in is not known yet. */
  userPending?: boolean;
  /** Mobile layout: the menu button opens the sidebar drawer. */
  mobile: boolean;
  narrow: boolean;
  onOpenMenu: () => void;
  menuButtonRef: React.Ref<HTMLButtonElement>;
}

export function Header({ user, userPending = false, mobile, narrow, onOpenMenu, menuButtonRef }: HeaderProps) {
  const { t } = useTranslation();
  const meta = useQuery(metaQuery());
  const helpDesk = meta.data?.links?.helpDesk;
  return (
    <header className="app-header">
      <div className="app-header-inner">
        {mobile && (
          <button ref={menuButtonRef} type="button" className="icon-button menu-button" aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        )}
        <Link href="/home" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{t('app.name')}</span>
          {!mobile && <span className="brand-tagline">{t('app.tagline')}</span>}
        </Link>
        <SimulatedBadge />
        <div className="header-tools">
          {helpDesk && !narrow && (helpDesk.startsWith('/') ? <Link href={helpDesk} className="header-link">{t('shell.helpDesk')}</Link> : <a href={helpDesk} className="header-link" target="_blank" rel="noopener noreferrer">{t('shell.helpDesk')}</a>)}
          {!mobile && <SocialLinks className="header-social" />}
          {!narrow && <LanguageSwitch />}
          {!narrow && <ThemeSwitch />}
          {/* Members only: an administrator's session does not watch the day-ahead publication. */}
          {user?.name && !user.adminSession && <NotificationBell />}
          <SettingsButton />
          <UserPanel user={user} pending={userPending} />
        </div>
      </div>
    </header>
  );
}
