// Every screenshot the guide shows exists in both languages (tests/e2e/userGuideScreenshots.spec.ts takes
// them), none lies unused, every section has its text and an alt text for each picture in both languages, and
// the screenshot spec takes exactly the pictures the guide shows.
import { describe, expect, it } from 'vitest';
import { userGuideText } from '../i18n/userGuideText';
import { guideImageUrl } from './guideImages';
import { GUIDE_IMAGES, GUIDE_SECTIONS } from './guideSections';

const LOCALES = ['tr', 'en'] as const;
const onDisk = Object.keys(import.meta.glob('./images/*/*.jpg'));
const screenshotSpec = Object.values(import.meta.glob<string>('../../../tests/e2e/userGuideScreenshots.spec.ts', { eager: true, query: '?raw', import: 'default' }))[0] ?? '';

describe('user guide', () => {
  it('has every screenshot it shows, in both languages', () => {
    for (const locale of LOCALES) {
      for (const name of GUIDE_IMAGES) expect(guideImageUrl(locale, name), `${locale}/${name}.jpg`).toBeTruthy();
    }
  });

  it('keeps no screenshot it does not show', () => {
    const expected = LOCALES.flatMap((locale) => GUIDE_IMAGES.map((name) => `./images/${locale}/${name}.jpg`));
    expect([...onDisk].sort()).toEqual(expected.sort());
  });

  it('has each section\'s title, text and picture descriptions in both languages', () => {
    for (const locale of LOCALES) {
      for (const section of GUIDE_SECTIONS) {
        const text = userGuideText[locale].sections[section.id];
        expect(text?.title, `${locale} ${section.id}`).toBeTruthy();
        expect(text?.paragraphs.length, `${locale} ${section.id}`).toBeGreaterThan(0);
        for (const name of section.images) expect(text?.alt?.[name], `${locale} ${section.id} ${name}`).toBeTruthy();
        if (section.links.length > 0) expect(text?.linksLead, `${locale} ${section.id}`).toBeTruthy();
      }
      expect(Object.keys(userGuideText[locale].sections).sort()).toEqual(GUIDE_SECTIONS.map((s) => s.id).sort());
    }
  });

  it('is taken by the screenshot spec: every picture named there', () => {
    expect(screenshotSpec).toContain('SHOTS');
    for (const name of GUIDE_IMAGES) expect(screenshotSpec, name).toMatch(new RegExp(`\\b${name}:`));
  });
});
