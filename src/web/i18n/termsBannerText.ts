// Words of the terms of use on every page: the banner that asks a member to accept a new version (src/web/contracts)
// and the footer's link to the terms.
import type { FeatureText } from './featureTexts';

export const termsBannerText = {
  tr: {
    changed: 'Kullanım koşulları güncellendi (sürüm {{label}}). Lütfen yeni sürümü okuyup kabul edin.',
    first: 'Platformun kullanım koşullarını (sürüm {{label}}) okuyup kabul etmenizi rica ediyoruz.',
    read: 'Koşulları oku',
    accept: 'Okudum, kabul ediyorum',
    accepting: 'Kaydediliyor…',
    accepted: 'Kullanım koşullarının {{label}} sürümünü kabul ettiniz.',
    later: 'Sonra',
    label: 'Kullanım koşulları',
    footerLink: 'Kullanım Koşulları',
  },
  en: {
    changed: 'The terms of use have changed (version {{label}}). Please read and accept the new version.',
    first: 'Please read and accept the platform\'s terms of use (version {{label}}).',
    read: 'Read the terms',
    accept: 'I have read them and accept',
    accepting: 'Saving…',
    accepted: 'You accepted version {{label}} of the terms of use.',
    later: 'Later',
    label: 'Terms of use',
    footerLink: 'Terms of Use',
  },
} satisfies FeatureText;
