// @vitest-environment happy-dom
// The dictionary page as a reader uses it: every entry has its anchor, typing narrows the list, the filters
// narrow it, an address anchor hidden by a filter clears the filter, and the page speaks both languages.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { renderWithApp } from '../testing/renderWithApp';
import { DictionaryBrowser } from './DictionaryBrowser';

const reportHref = (reportId: string) => `/page/${reportId}`;
const count = () => Number(/\d+/.exec(screen.getByRole('status').textContent ?? '')![0]);
const entryIds = () => Array.from(document.querySelectorAll('.dictionary-entry')).map((e) => e.id);

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  changeLocale('tr');
  window.history.replaceState(null, '', '/');
});

describe('DictionaryBrowser', () => {
  it('lists every column and concept, each under its anchor', () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Data Dictionary');
    expect(count()).toBeGreaterThan(140);
    expect(entryIds()).toEqual(expect.arrayContaining(['concept-PTF', 'concept-GIF', 'concept-HIIH', 'concept-YEK-G']));
  });

  it('shows a column with its terms, unit and the reports that use it', async () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    await act(async () => fireEvent.change(screen.getByLabelText('Search the dictionary'), { target: { value: 'gasDay' } }));
    const gasDay = document.getElementById('gasDay')!;
    expect(gasDay.querySelector('h2')!.textContent).toContain('Gas day');
    expect(gasDay.querySelector('a[href="/page/gas-sgp-price"]')?.textContent).toBe('SGP Prices');
  });

  it('narrows to PTF when the reader types it, the concept first', async () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    const all = count();
    await act(async () => fireEvent.change(screen.getByLabelText('Search the dictionary'), { target: { value: 'PTF' } }));
    expect(count()).toBeLessThan(all);
    expect(count()).toBeGreaterThan(0);
    expect(entryIds()[0]).toBe('concept-PTF');
    expect(entryIds()).toEqual(expect.arrayContaining(['concept-KPTF', 'mcpTr']));
    expect(entryIds()).not.toContain('gasDay');
  });

  it('filters by market and kind, and clears both', async () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    await act(async () => fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'natural-gas' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'concept' } }));
    expect(entryIds()).toContain('concept-DGAF');
    expect(entryIds()).not.toContain('concept-PTF');
    expect(entryIds().every((id) => id.startsWith('concept-'))).toBe(true);
    const narrowed = count();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' })));
    expect(entryIds()).toContain('concept-PTF');
    expect(count()).toBeGreaterThan(narrowed);
  });

  it('shows an address anchor’s entry even when a search hid it', async () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    await act(async () => fireEvent.change(screen.getByLabelText('Search the dictionary'), { target: { value: 'PTF' } }));
    expect(document.getElementById('gasDay')).toBeNull();
    await act(async () => {
      window.history.replaceState(null, '', '/documentation/data-dictionary#gasDay');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(document.getElementById('gasDay')).not.toBeNull();
  });

  it('speaks Turkish and finds Turkish acronyms without their letters', async () => {
    changeLocale('tr');
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Veri Sözlüğü');
    await act(async () => fireEvent.change(screen.getByLabelText('Sözlükte ara'), { target: { value: 'giih' } }));
    expect(entryIds()[0]).toBe('concept-GIIH');
    expect(document.getElementById('concept-GIIH')!.querySelector('h2')!.textContent).toContain('Gün İçi İşlem Hacmi');
  });
});

describe('DictionaryBrowser with many entries', () => {
  it('draws the first entries, more on request, and an anchored entry far down the list', async () => {
    renderWithApp(<DictionaryBrowser reportHref={reportHref} />);
    const first = entryIds().length;
    expect(first).toBeLessThan(count());
    expect(document.getElementById('weeklyRefPrice')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Show \d+ more entr/ })));
    expect(entryIds().length).toBeGreaterThan(first);
    await act(async () => {
      window.history.replaceState(null, '', '/documentation/data-dictionary#weeklyRefPrice');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(document.getElementById('weeklyRefPrice')).not.toBeNull();
  });
});
