// A component's texts in the interface language: i18next's `t` fixed to the current language, and a new render
// when the language changes. The app's own hook in place of react-i18next's, which copied the i18next instance
// for every component as it mounted: on a cold report page that copying was a tenth of the script time, and the
// library another chunk to download.
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/** One `t` per language, so that a component's `t` is the same function from one render to the next. */
const fixedByLanguage = new Map<string, TFunction>();

/** The text of each key (with its values, when they are plain) per language, once found; cleared when texts are added. */
const keptTexts = new Map<string, Map<string, string>>();
i18n.store.on('added', () => keptTexts.clear());
/** Values change (a price, a date): past this many texts a language's store starts again. */
const KEEP_AT_MOST = 3000;

/** The cache key of a call: the key alone, or with its values when they are strings, numbers or booleans only. */
function callKey(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== 'object' || options === null) return undefined;
  const entries = Object.entries(options);
  if (!entries.every(([, value]) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return undefined;
  return `${key}\u0000${JSON.stringify(entries)}`;
}

/**
 * i18next's `t` for the language, with each text kept once looked up: a page's first render asks for a few
 * hundred of them, and each lookup through i18next (key parsing, fallbacks, interpolation) was a third of the
 * shell's render time. A key not found (i18next answers with the key itself) is not kept, so a text group that
 * arrives later is read; a call with other than plain values (objects, `returnObjects`) always asks i18next.
 */
function fixedT(language: string): TFunction {
  const fixed = i18n.getFixedT(language);
  const full = fixed as unknown as (...args: unknown[]) => unknown;
  const lookUp = (key: unknown, ...rest: unknown[]): unknown => {
    const cacheKey = callKey(key, rest);
    if (cacheKey === undefined) return full(key, ...rest);
    let texts = keptTexts.get(language);
    if (!texts || texts.size >= KEEP_AT_MOST) keptTexts.set(language, (texts = new Map()));
    const kept = texts.get(cacheKey);
    if (kept !== undefined) return kept;
    const text = full(key, ...rest);
    if (typeof text === 'string' && text !== key) texts.set(cacheKey, text);
    return text;
  };
  // i18next's own fields of a fixed `t` (its language and namespace) come along; the type is i18next's `t`.
  return Object.assign(lookUp, fixed) as unknown as TFunction;
}

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let t = fixedByLanguage.get(language);
  if (!t) {
    t = fixedT(language);
    fixedByLanguage.set(language, t);
  }
  return { t, i18n };
}
