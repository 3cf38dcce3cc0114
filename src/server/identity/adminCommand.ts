// npm run admin -- COMMAND ...: the operator's account commands (scripts/admin.ts is only the process around
// this). Each command is an entry of ADMIN_COMMANDS with its usage line. Every problem is one line in the
// operator's language and an exit code (2: usage, 1: refused or failed), never a stack trace. A password is never
// taken on the command line, where it would stay in the shell's history: the server generates one.
import type { Locale } from '../../engine/locale/locale';
import type { Store } from '../store/store';
import { unusableCharacters } from './formText';
import { resetPassword } from './resetPassword';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface AdminCommandContext {
  out(line: string): void;
  err(line: string): void;
  locale: Locale;
  now(): number;
  /** Opens (and migrates) the configured store; called only once the arguments are right. */
  openStore(): Promise<Store>;
}

type Words = Record<Locale, string>;

interface AdminCommand {
  usage: Words;
  /** The problem with the arguments, if any. */
  argumentProblem(args: readonly string[]): Words | undefined;
  run(args: readonly string[], store: Store, context: AdminCommandContext): Promise<number>;
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n', 1)[0]!.trim();

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  'reset-password': {
    usage: {
      tr: 'reset-password E-POSTA   hesaba üretilmiş yeni bir parola verir, tüm oturumlarını ve biletlerini kapatır, parolayı bir kez yazdırır',
      en: 'reset-password EMAIL     gives the account a new generated password, ends all its sessions and tickets, prints the password once',
    },
    argumentProblem(args) {
      if (args.length === 0) return { tr: 'reset-password bir e-posta adresi ister.', en: 'reset-password needs an e-mail address.' };
      if (args.length > 1) {
        return {
          tr: 'reset-password yalnızca bir e-posta adresi alır. Parola komut satırından alınmaz (kabuk geçmişinde kalır); yenisi üretilir.',
          en: 'reset-password takes only an e-mail address. A password is never taken on the command line (it would stay in the shell history); a new one is generated.',
        };
      }
      return undefined;
    },
    async run([email = ''], store, { out, err, locale, now }) {
      const outcome = unusableCharacters(email) ? { ok: false as const } : await resetPassword(store, email, now());
      if (!outcome.ok) {
        err(locale === 'tr' ? `npm run admin: ${email} e-posta adresiyle bir hesap yok.` : `npm run admin: no account has the e-mail address ${email}.`);
        return EXIT.failed;
      }
      const page = outcome.role === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in';
      if (locale === 'tr') {
        out(`${outcome.email} hesabının yeni parolası (yalnızca şimdi gösterilir):`);
        out(`  ${outcome.password}`);
        out(`Hesabın tüm oturumları ve biletleri kapatıldı. ${page} adresinden bu parolayla oturum açın ve /auth/password sayfasında değiştirin.`);
      } else {
        out(`New password of ${outcome.email} (shown only now):`);
        out(`  ${outcome.password}`);
        out(`All sessions and tickets of the account have ended. Sign in with it at ${page} and change it at /auth/password.`);
      }
      return EXIT.ok;
    },
  },
};

function usage(locale: Locale): string {
  const lines = Object.values(ADMIN_COMMANDS).map((command) => `  ${command.usage[locale]}`);
  return [locale === 'tr' ? 'kullanım: npm run admin -- KOMUT' : 'usage: npm run admin -- COMMAND', ...lines].join('\n');
}

export async function runAdminCommand(argv: readonly string[], context: AdminCommandContext): Promise<number> {
  const { err, locale } = context;
  const [name, ...args] = argv.filter((arg) => arg !== '--');
  const command = name === undefined ? undefined : ADMIN_COMMANDS[name];
  if (!command) {
    const problem = name === undefined
      ? { tr: 'bir komut yazın.', en: 'name a command.' }
      : { tr: `"${name}" diye bir komut yok.`, en: `there is no command "${name}".` };
    err(`npm run admin: ${problem[locale]}\n${usage(locale)}`);
    return EXIT.usage;
  }
  const problem = command.argumentProblem(args);
  if (problem) {
    err(`npm run admin: ${problem[locale]}\n${usage(locale)}`);
    return EXIT.usage;
  }
  let store: Store;
  try {
    store = await context.openStore();
  } catch (error) {
    err(`npm run admin: ${locale === 'tr' ? 'veri deposu açılamadı' : 'cannot open the store'}: ${firstLine(error)}`);
    return EXIT.failed;
  }
  try {
    return await command.run(args, store, context);
  } catch (error) {
    err(`npm run admin: ${locale === 'tr' ? 'hiçbir şey değişmedi' : 'nothing was changed'}: ${firstLine(error)}`);
    return EXIT.failed;
  } finally {
    await store.close().catch(() => undefined);
  }
}
