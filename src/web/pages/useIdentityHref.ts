// Links to the server-rendered identity pages carry the reader's language and theme, and the page to come
// back to, so signing in returns them where they were, looking the same.
import { useLocale } from '../i18n/useLocale';
import { useTheme } from '../theme/useTheme';
import { currentReturnPath, identityHref, type IdentityPage } from '../shell/identity/identityHref';

export function useIdentityHref(): (page: IdentityPage) => string {
  const locale = useLocale();
  const { theme } = useTheme();
  return (page) => identityHref(page, { returnTo: currentReturnPath(), locale, theme });
}
