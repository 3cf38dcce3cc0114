// What the first start prints about the accounts it created, in the operator's language (consoleLocale.ts): each
// account with its sign-in page, a generated password once, a configured one only by the variable it came from
// (the operator knows it, and the log should not), and the command that sets a new one if this output is lost.
import type { Locale } from '../../engine/locale/locale';
import type { CreatedAccount } from './initialAccounts';

const WORDS = {
  tr: {
    heading: 'Bu ilk açılışta oluşturulan hesaplar (yalnızca şimdi gösterilir; güvenli bir yere kaydedin):',
    admin: 'yönetici',
    member: 'demo üye',
    configured: (variable: string) => `(parola ${variable} değişkeninden)`,
    lost: 'Bir parola kaybolursa yenisini belirleyin: npm run admin -- reset-password E-POSTA',
  },
  en: {
    heading: 'Accounts created on this first start (shown only now; keep them somewhere safe):',
    admin: 'administrator',
    member: 'demo member',
    configured: (variable: string) => `(password from ${variable})`,
    lost: 'If a password is lost, set a new one: npm run admin -- reset-password EMAIL',
  },
} as const;

export function initialAccountsText(created: readonly CreatedAccount[], base: string, locale: Locale): string[] {
  const w = WORDS[locale];
  const width = Math.max(w.admin.length, w.member.length);
  return [
    '',
    w.heading,
    ...created.map((account) => {
      const page = `${base}${account.role === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in'}`;
      return `  ${w[account.role].padEnd(width)}  ${account.email}  ${account.generated ? account.password : w.configured(account.variable)}  → ${page}`;
    }),
    w.lost,
    '',
  ];
}
