// The language of what the server and its commands print for the operator: Turkish when the shell's locale is
// Turkish (LC_ALL, LC_MESSAGES or LANG starting with tr), else English.
import type { Locale } from '../../engine/locale/locale';

export function consoleLocale(env: NodeJS.ProcessEnv): Locale {
  const chosen = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return chosen.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}
