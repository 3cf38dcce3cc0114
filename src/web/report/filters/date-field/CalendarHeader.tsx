// The calendar's title (announced as it changes) between its previous and next buttons.
import type { ReactNode } from 'react';

export interface CalendarStep {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

interface CalendarHeaderProps {
  titleId: string;
  title: string;
  previousYear: CalendarStep;
  nextYear: CalendarStep;
  previousMonth?: CalendarStep;
  nextMonth?: CalendarStep;
}

const CHEVRON = 'M10 3.5 5.5 8l4.5 4.5';
const DOUBLE_CHEVRON = 'M8 3.5 3.5 8 8 12.5M12.5 3.5 8 8l4.5 4.5';

function StepButton({ step, path, flip }: { step: CalendarStep | undefined; path: string; flip?: boolean }): ReactNode {
  if (!step) return null;
  return (
    <button type="button" className="calendar-step" aria-label={step.label} title={step.label} disabled={step.disabled} onClick={step.onClick}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export function CalendarHeader({ titleId, title, previousYear, nextYear, previousMonth, nextMonth }: CalendarHeaderProps) {
  return (
    <div className="calendar-header">
      <StepButton step={previousYear} path={DOUBLE_CHEVRON} />
      <StepButton step={previousMonth} path={CHEVRON} />
      <p id={titleId} className="calendar-title" aria-live="polite">
        {title}
      </p>
      <StepButton step={nextMonth} path={CHEVRON} flip />
      <StepButton step={nextYear} path={DOUBLE_CHEVRON} flip />
    </div>
  );
}
