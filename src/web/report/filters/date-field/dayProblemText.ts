// The message beside a date field whose text is not a day, in the page's language.
import type { TFunction } from 'i18next';
import { formatMonth } from '../../../../engine/format/formatMonth';
import type { Locale } from '../../../../engine/locale/locale';
import { pad2 } from '../../../../engine/format/istanbulWallClock';
import type { DayInputProblem } from './parseDayInput';

export function dayProblemText(problem: DayInputProblem, text: string, monthly: boolean, t: TFunction, locale: Locale): string {
  switch (problem.kind) {
    case 'format':
      return t(monthly ? 'filters.monthUnreadable' : 'filters.dayUnreadable');
    case 'month':
      return t('filters.noSuchMonth', { text: text.trim() });
    case 'day':
      return t('filters.noSuchDay', { text: text.trim(), month: formatMonth(`${problem.year}-${pad2(problem.month)}`, locale), days: problem.days });
  }
}
