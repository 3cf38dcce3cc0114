// The words of a refused sign-in attempt (slowing down or paused), the same on the sign-in pages, the password
// page and the ticket service, and the same whether the e-mail has an account or not.
import type { Locale } from '../../engine/locale/locale';
import type { SignInRefusal } from './checkCredentials';
import { identityWords } from './pages/identityText';

export function signInRefusalMessage(locale: Locale, refusal: SignInRefusal): string {
  return refusal.reason === 'locked'
    ? identityWords(locale, 'locked', { minutes: Math.ceil(refusal.retryAfterSeconds / 60) })
    : identityWords(locale, 'slowDown', { seconds: refusal.retryAfterSeconds });
}
