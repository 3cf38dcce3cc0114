// The header's account corner. Signed out: sign in and request membership. Signed in: the greeting, which
// opens profile and password links (members only, not administrator sessions) and the sign-out form. Every
// link leaves the app for the server-rendered identity pages and comes back to this page.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { useTheme } from '../theme/useTheme';
import { Link } from '../router/Link';
import { DASHBOARD } from '../router/resolveRoute';
import { currentReturnPath, identityHref } from './identity/identityHref';
import { useDismiss } from './popover/useDismiss';
import type { UserInfo } from './session/sessionQueries';

/** `pending` while user-info is on its way: a signed-in reader must not see the signed-out corner flash. */
export function UserPanel({ user, pending = false }: { user: UserInfo | undefined; pending?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, panel, button, close);
  const href = (page: Parameters<typeof identityHref>[0]) => identityHref(page, { returnTo: currentReturnPath(), locale, theme });

  if (pending) return <div className="user-panel user-panel-pending" aria-hidden="true" />;
  if (!user?.name) {
    return (
      <div className="user-panel">
        <a className="button button-primary user-sign-in" href={href('sign-in')}>{t('shell.signIn')}</a>
        <a className="user-register" href={href('membership-request')}>{t('shell.requestMembership')}</a>
      </div>
    );
  }
  const signOutAction = user.adminSession ? '/auth/admin/sign-out' : '/auth/sign-out';
  return (
    <div className="user-panel" ref={panel}>
      <button
        ref={button} type="button" className="user-button" aria-expanded={open} aria-controls="user-menu" onClick={() => setOpen((v) => !v)}
        // The greeting is hidden on narrow screens; the button keeps its name there.
        aria-label={[t('shell.greeting', { name: user.name }), user.adminSession ? t('shell.adminBadge') : ''].filter(Boolean).join(', ')}
      >
        <span className="user-avatar" aria-hidden="true">{user.name.slice(0, 1).toLocaleUpperCase(locale === 'tr' ? 'tr-TR' : 'en-US')}</span>
        <span className="user-greeting">{t('shell.greeting', { name: user.name })}</span>
        {user.adminSession && <span className="badge">{t('shell.adminBadge')}</span>}
      </button>
      {open && (
        <div id="user-menu" className="user-menu">
          <p className="user-menu-name">{[user.name, user.surname].filter(Boolean).join(' ')}</p>
          {!user.adminSession && (
            <ul>
              <li><Link href={DASHBOARD} onClick={close}>{t('dashboardButton.link')}</Link></li>
              <li><a href={href('profile')}>{t('shell.profile')}</a></li>
              <li><a href={href('password')}>{t('shell.password')}</a></li>
            </ul>
          )}
          <form method="post" action={`${signOutAction}?lang=${locale}`}>
            <input type="hidden" name="_csrf" value={user.csrfToken} />
            <input type="hidden" name="return" value="/home" />
            <button type="submit" className="button">{t('shell.signOut')}</button>
          </form>
        </div>
      )}
    </div>
  );
}
