// The text a date field shows and what it hands the form. A text that reads as a day is committed as
// the user types, so Enter submits it; on blur the text is normalised to DD.MM.YYYY (MM.YYYY). A text
// that is not a day is committed as it is (the form refuses it) and explained beside the field.
import { useState } from 'react';
import { formatDayInput, formatMonthInput } from './formatDayInput';
import { toMonthDay, type MonthDay } from './monthDay';
import { parseDayInput, parseMonthInput, type DayInputProblem } from './parseDayInput';

export interface DayText {
  text: string;
  /** Set once the text has been left (blur or Enter) and is still not a day. */
  problem: DayInputProblem | undefined;
  onType: (text: string) => void;
  /** Commits the text; returns false when it is not a day. */
  onLeave: () => boolean;
}

interface Draft {
  text: string;
  /** The value the draft was typed against: a new value from outside (a preset, the calendar) replaces it. */
  base: string;
  checked: boolean;
}

type Parsed = { day: string; problem?: undefined } | { day?: undefined; problem: DayInputProblem };

function parse(text: string, monthly: boolean, monthDay: MonthDay): Parsed {
  if (!monthly) return parseDayInput(text);
  const parsed = parseMonthInput(text);
  if (parsed.problem) return parsed;
  return { day: parsed.month === '' ? '' : toMonthDay(parsed.month, monthDay) };
}

/** A text that is not a day goes to the form without `/`, which separates the range's two days. */
function unreadValue(text: string): string {
  return text.trim().replaceAll('/', '.');
}

export function useDayText(value: string, monthly: boolean, monthDay: MonthDay, onChange: (value: string) => void): DayText {
  const [draft, setDraft] = useState<Draft | null>(null);
  // A value from outside ends the draft for good, so it cannot come back if the value returns to its base.
  if (draft && draft.base !== value) setDraft(null);
  const live = draft && draft.base === value ? draft : null;
  const text = live ? live.text : monthly ? formatMonthInput(value) : formatDayInput(value);
  const parsed = live ? parse(live.text, monthly, monthDay) : undefined;

  const onType = (next: string) => {
    const result = parse(next, monthly, monthDay);
    const commit = result.problem === undefined && result.day !== '' && result.day !== value;
    setDraft({ text: next, base: commit ? result.day : value, checked: live?.checked ?? false });
    if (commit) onChange(result.day);
  };

  const onLeave = () => {
    if (!live) return true;
    const result = parse(live.text, monthly, monthDay);
    if (result.problem === undefined) {
      setDraft(null);
      if (result.day !== value) onChange(result.day);
      return true;
    }
    const unread = unreadValue(live.text);
    setDraft({ text: live.text, base: unread, checked: true });
    if (unread !== value) onChange(unread);
    return false;
  };

  return { text, problem: live?.checked ? parsed?.problem : undefined, onType, onLeave };
}
