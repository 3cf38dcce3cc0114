// A searchable combobox (WAI-ARIA combobox with a listbox popup) over a lookup's options: typing filters
// by name, short name or EIC; arrows move, Enter picks, Escape closes. An "all" entry leads the list
// when empty means every member. A dependent lookup reloads when its parent's value changes. A lookup bound to
// a list field picks several members: a pick toggles one, the list stays open, the field shows their names.
// A lookup opening on its first option (defaultFirst) takes it whenever it is empty and the options are in:
// on a new parent (a new day's contracts) it moves to the new list's first.
import { useQuery } from '@tanstack/react-query';
import type { FilterWidgetProps } from '../filterWidgetProps';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { listMembers } from '../../../../../engine/request/toRequest';
import { lookupQuery } from '../../lookup/lookupQuery';
import type { LookupOption } from '../../lookup/lookupOptions';
import { matchOptions } from '../../lookup/matchOptions';
import { formLookupCall } from './formLookupCall';
import type { LookupOptions } from './toLookupField';

const MAX_SHOWN = 50;

type Entry = { kind: 'all' } | { kind: 'option'; option: LookupOption };

export function LookupWidget({ id, value, onChange, label, options, rawErrors, formContext, disabled }: FilterWidgetProps) {
  const { t } = useTranslation();
  const lookupOptions = options as unknown as LookupOptions;
  const { lookup, allowEmpty, multiple, defaultFirst } = lookupOptions;
  const { formData } = formContext;
  const call = formLookupCall(lookupOptions, formData);
  const lookupResult = useQuery({ ...lookupQuery(lookup, call.parentValue, call.params), enabled: call.ready });
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const all = lookupResult.data;
  const selected = useMemo(() => all?.find((option) => String(option.value) === String(value)), [all, value]);
  const members = useMemo(() => (multiple && value !== undefined && value !== null ? listMembers(value as string | number) : []), [multiple, value]);
  const memberNames = useMemo(
    () => members.map((member) => all?.find((option) => String(option.value) === member)?.label ?? member).join(', '),
    [members, all],
  );
  const { matches, more } = useMemo(() => matchOptions(all ?? [], query ?? '', MAX_SHOWN), [all, query]);
  const entries: Entry[] = useMemo(
    () => [...(allowEmpty && !query ? [{ kind: 'all' } as const] : []), ...matches.map((option) => ({ kind: 'option', option }) as const)],
    [allowEmpty, query, matches],
  );

  const firstValue = defaultFirst ? all?.[0]?.value : undefined;
  const isEmpty = value === undefined || value === null || value === '';
  useEffect(() => {
    if (isEmpty && firstValue !== undefined) onChange(firstValue);
  }, [isEmpty, firstValue, onChange]);

  useEffect(() => {
    if (!open) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    if (multiple && entry.kind === 'option') {
      const member = String(entry.option.value);
      const next = members.includes(member) ? members.filter((m) => m !== member) : [...members, member];
      onChange(next.length > 0 ? next.join(',') : undefined);
      return;
    }
    onChange(entry.kind === 'all' ? undefined : entry.option.value);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, entries.length - 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(0);
        else setActive((i) => Math.min(i + 1, entries.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : entries.length - 1);
        }
        break;
      case 'Enter':
        // With the list open Enter picks; with it closed Enter submits the form as usual.
        if (open) {
          event.preventDefault();
          choose(entries[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const shown = query ?? (multiple ? memberNames : (selected?.label ?? (value === undefined || value === null ? '' : String(value))));
  const optionId = (index: number) => `${listId}-option-${index}`;
  const describedBy = rawErrors?.length ? `${id}__error` : undefined;
  const statusText = lookupResult.isPending
    ? t('filters.optionsLoading')
    : lookupResult.isError
      ? t('filters.optionsError')
      : open && matches.length === 0
        ? t('filters.noMatches')
        : '';

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      <div className="combobox-control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && entries[active] ? optionId(active) : undefined}
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={describedBy}
          placeholder={allowEmpty ? t('filters.all') : t('filters.searchPlaceholder')}
          value={shown}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? close() : openAt(0))}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {value !== undefined && value !== null && value !== '' && allowEmpty && (
          <button
            type="button"
            className="combobox-clear"
            aria-label={`${t('filters.clear')}: ${label}`}
            disabled={disabled}
            onClick={() => onChange(undefined)}
          >
            ×
          </button>
        )}
      </div>
      <ul id={listId} ref={listRef} role="listbox" aria-label={label} aria-multiselectable={multiple ? true : undefined} className="combobox-list" hidden={!open}>
        {open &&
          entries.map((entry, index) => {
            const isCurrent = entry.kind === 'all'
              ? value === undefined || value === ''
              : multiple ? members.includes(String(entry.option.value)) : String(entry.option.value) === String(value);
            return (
              <li
                key={entry.kind === 'all' ? '__all' : String(entry.option.value)}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={multiple ? isCurrent : index === active}
                className={[isCurrent ? 'is-current' : '', index === active ? 'is-active' : ''].filter(Boolean).join(' ') || undefined}
                // Keep focus in the input so the pick does not blur (and close) first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(entry)}
              >
                {entry.kind === 'all' ? (
                  <span className="combobox-all">{t('filters.all')}</span>
                ) : (
                  <>
                    <span>{entry.option.label}</span>
                    {entry.option.detail && <small>{entry.option.detail}</small>}
                  </>
                )}
              </li>
            );
          })}
        {open && more > 0 && (
          <li role="presentation" className="combobox-more">
            {t('filters.moreMatches', { count: more })}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {statusText}
      </span>
      {open && statusText && <p className="field-hint">{statusText}</p>}
    </div>
  );
}
