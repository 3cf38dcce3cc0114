import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { currentReturnPath, identityHref } from '../shell/identity/identityHref';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useTheme } from '../theme/useTheme';

/** The admin path without an administrator session: the way to the admin sign-in page (a full-page visit). */
export function AdminSignInPrompt() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  useDocumentTitle(t('admin.signInTitle'));
  return (
    <div className="content-page">
      <h1>{t('admin.signInTitle')}</h1>
      <p>{t('admin.signInIntro')}</p>
      <p>
        <a className="button button-primary" href={identityHref('admin/sign-in', { returnTo: currentReturnPath(), locale, theme })}>{t('admin.signIn')}</a>
      </p>
    </div>
  );
}
