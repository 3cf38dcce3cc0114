import { useTranslation } from '../i18n/useTranslation';
import { useIdentityHref } from './useIdentityHref';

/** Sign in (primary) and request membership. Plain links: the identity pages are outside the app. */
export function MemberLinks() {
  const { t } = useTranslation();
  const href = useIdentityHref();
  return (
    <p className="content-actions">
      <a className="button button-primary" href={href('sign-in')}>
        {t('pages.identity.signIn')}
      </a>
      <a className="button" href={href('membership-request')}>
        {t('pages.identity.requestMembership')}
      </a>
    </p>
  );
}
