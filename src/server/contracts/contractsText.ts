// Server-side words of the terms of use (error envelopes, the terms page, the membership form's box), in both
// languages; the request's language picks one.
import type { Locale } from '../../engine/locale/locale';

const WORDS = {
  tr: {
    noSuchVersion: 'Böyle bir sözleşme sürümü yok.',
    versionId: 'Sürüm numarası bir tam sayı olmalı.',
    published: 'Yayımlanmış bir sürüm değiştirilemez ya da silinemez.',
    effectiveTooEarly: 'effectiveAt: Yürürlük zamanı, yayımlanmış son sürümünkinden ({{latest}}) önce olamaz.',
    noTerms: 'Yürürlükte bir kullanım koşulları sürümü yok.',
    notCurrent: 'versionId: Yalnızca yürürlükteki sürüm ({{current}}) onaylanabilir.',
    termsTitle: 'Kullanım Koşulları',
    termsVersion: 'Sürüm {{label}}, yürürlük: {{effective}}',
    acceptLabel: 'Kullanım koşullarını (sürüm {{label}}) okudum ve kabul ediyorum',
    readTerms: 'Kullanım koşullarını okuyun',
    mustAccept: 'Üyelik için kullanım koşullarını kabul etmeniz gerekir.',
  },
  en: {
    noSuchVersion: 'No such version of the terms.',
    versionId: 'The version id must be a whole number.',
    published: 'A published version cannot be changed or removed.',
    effectiveTooEarly: 'effectiveAt: The effective time cannot be before that of the latest published version ({{latest}}).',
    noTerms: 'No version of the terms of use is in force.',
    notCurrent: 'versionId: Only the version in force ({{current}}) can be accepted.',
    termsTitle: 'Terms of Use',
    termsVersion: 'Version {{label}}, in force from {{effective}}',
    acceptLabel: 'I have read and accept the terms of use (version {{label}})',
    readTerms: 'Read the terms of use',
    mustAccept: 'To become a member you must accept the terms of use.',
  },
} as const;

export type ContractsWord = keyof typeof WORDS.tr;

export function contractsWord(locale: Locale, key: ContractsWord, values: Record<string, string | number> = {}): string {
  return WORDS[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
