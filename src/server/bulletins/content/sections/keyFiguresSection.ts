// Key figures: one line per figure, its value read from a report over the period (figureValue.ts), the hour or
// day of a minimum or maximum, and where the template asks, the previous period's value and the change (only
// when the store holds the whole previous period). A
// figure whose report has nothing for the period says so; a section with no figure at all is one "no data" line.
import type { FigureLine, KeyFiguresSection } from '../bulletinModel';
import { previousPeriodName } from '../bulletinPeriod';
import { bulletinText } from '../bulletinTexts';
import { figureValue } from '../figureValue';
import { atText, changeText, coversDays, numberText, valueText } from './figureText';
import type { SectionBuilder } from './sectionContext';

export const keyFiguresSection: SectionBuilder<KeyFiguresSection> = async (section, context) => {
  const { language, period, span, frames } = context;
  const lines: (FigureLine | null)[] = await Promise.all(section.figures.map(async (spec): Promise<FigureLine | null> => {
    const descriptor = frames.descriptor(spec.report);
    const current = figureValue(descriptor, await frames.result(spec.report, span.range), spec.value);
    const label = spec.label[language];
    if (!current) return { label, value: '—', detail: bulletinText('noData', language) };
    const details: string[] = [];
    if (current.kind === 'number' && current.at) {
      const at = atText(descriptor, current.at, period, language);
      if (at) details.push(at);
    }
    if (spec.compare && current.kind === 'number') {
      const before = await frames.result(spec.report, span.previous);
      // A previous period the store holds only part of (before the data begins) would make a false change.
      const previous = coversDays(descriptor, before.items, span.previous) ? figureValue(descriptor, before, spec.value) : null;
      if (previous?.kind === 'number') {
        const change = changeText(current.value, previous.value, language);
        details.push(`${previousPeriodName(period, language)}: ${numberText(previous.value, previous.column, language)}${change ? ` (${change})` : ''}`);
      }
    }
    return { label, value: valueText(descriptor, current, language), ...(details.length ? { detail: details.join(' · ') } : {}) };
  }));
  const figures = lines.filter((line): line is FigureLine => line !== null);
  const heading = section.heading[language];
  if (figures.every((f) => f.value === '—')) return { heading, body: { kind: 'noData', message: `${bulletinText('noData', language)}.` } };
  return { heading, body: { kind: 'figures', figures } };
};
