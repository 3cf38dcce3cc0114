// WAI-ARIA tabs: one tab stop for the list, arrow keys, Home and End move and select.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TAB_KEY_MOVES } from '../tabKeyMoves';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface Props<K extends string> {
  label: string;
  tabs: readonly TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export function SettingsTabs<K extends string>({ label, tabs, selected, onSelect }: Props<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    // From the tab that has focus (with roving focus, the selected one).
    const focused = tabs.findIndex((tab) => buttons.current.get(tab.key) === event.target);
    const from = focused >= 0 ? focused : tabs.findIndex((tab) => tab.key === selected);
    const next = tabs[move(from, tabs.length)];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div className="settings-tabs">
      <div role="tablist" aria-label={label} className="tab-strip" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) buttons.current.set(tab.key, el);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="settings-panel"
        >
          {tab.key === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
