// The guide's screenshots as built assets: Vite gives each JPEG under images/<lang>/ a hashed address, so a
// new screenshot is never hidden by a cached old one. A name without its file gives undefined (the unit test
// guideImages.test.ts keeps every name the guide shows on disk in both languages).
import type { Locale } from '../../engine/locale/locale';

const files = import.meta.glob<string>('./images/*/*.jpg', { eager: true, query: '?url', import: 'default' });

export function guideImageUrl(locale: Locale, name: string): string | undefined {
  return files[`./images/${locale}/${name}.jpg`];
}
