// @vitest-environment happy-dom
// The list-upload screen: a file with row errors shows each error (row, column, what is wrong) and offers no
// apply; a good file shows the rows to add, change and remove, the apply asks first in a dialog saying how many
// rows are replaced, sends the preview's token, and ends with the "Operation Successful" notice.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { ListUploadScreen } from './ListUploadScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const column = (key: string, titleEn: string, type: string, choices: unknown[] = []) => ({ key, titleTr: `${titleEn} TR`, titleEn, type, required: true, choices });
const LISTS = {
  items: [{
    list: 'yekdem-participant-list', menuId: 9005, reportId: 'yekdem-participant-list', perYear: true, key: ['facilityName'],
    columns: [column('facilityName', 'Plant', 'text'), column('installedPower', 'Installed power (MW)', 'number'), column('entryDate', 'Entry date', 'date')],
  }],
};
const counts = { added: 1, changed: 1, removed: 1, unchanged: 3, rows: 5 };
const base = { list: 'yekdem-participant-list', year: 2024, fileName: 'list.csv', fileKind: 'csv', currentRows: 5 };
const GOOD = {
  ...base, counts, rowErrors: [], previewToken: `${'a'.repeat(32)}.${'b'.repeat(32)}`,
  adds: [{ row: 6, values: { facilityName: 'New HPP', installedPower: 1234.5, entryDate: '2024-01-01' } }],
  changes: [{ row: 2, before: { facilityName: 'Old WPP', installedPower: 10, entryDate: '2020-01-01' }, after: { facilityName: 'Old WPP', installedPower: 12.5, entryDate: '2020-01-01' }, changed: ['installedPower'] }],
  removes: [{ facilityName: 'Gone GES', installedPower: 3, entryDate: '2019-01-01' }],
};
const BAD = {
  ...base, counts: { ...counts, added: 0, changed: 0, removed: 0, unchanged: 0, rows: 0 }, adds: [], changes: [], removes: [], previewToken: null,
  rowErrors: [{ row: 7, columnTr: 'Kurulu güç (MW)', columnEn: 'Installed power (MW)', messageTr: "Satır 7, 'Kurulu güç (MW)': sayı bekleniyordu, 'abc' bulundu.", messageEn: "Row 7, 'Installed power (MW)': expected a number, found 'abc'." }],
};
const URL_BASE = '/administration-service/v1/upload';

function chooseFile(name: string) {
  const input = screen.getByLabelText('File (CSV or XLSX)');
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'text/csv' })] } });
}

describe('ListUploadScreen', () => {
  it('lists every row error and offers no apply for a bad file', async () => {
    changeLocale('en');
    mockFetch({
      [`GET ${URL_BASE}/lists`]: { body: LISTS },
      [`GET ${URL_BASE}/yekdem-participant-list/history`]: { body: { items: [] } },
      [`POST ${URL_BASE}/yekdem-participant-list/preview`]: { body: BAD },
    });
    renderWithApp(<ListUploadScreen list="yekdem-participant-list" />);
    expect(await screen.findByText(/has not been uploaded yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Choose a file first.')).toBeTruthy();
    chooseFile('list.csv');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Preview' })); });
    const errors = await screen.findByRole('alert');
    expect(within(errors).getByText('The file has 1 errors; nothing was written')).toBeTruthy();
    expect(within(errors).getByText("Row 7, 'Installed power (MW)': expected a number, found 'abc'.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace the list' })).toBeNull();
  });

  it('shows adds, changes and removals, confirms the replacement and reports success', async () => {
    changeLocale('en');
    let history: unknown[] = [];
    const { calls } = mockFetch({
      [`GET ${URL_BASE}/lists`]: { body: LISTS },
      [`GET ${URL_BASE}/yekdem-participant-list/history`]: () => ({ body: { items: history } }),
      [`POST ${URL_BASE}/yekdem-participant-list/preview`]: { body: GOOD },
      [`POST ${URL_BASE}/yekdem-participant-list/apply`]: () => {
        history = [{ id: 1, at: '2024-08-20T14:30:00+03:00', email: 'admin@test.example', list: 'yekdem-participant-list', year: 2024, fileName: 'list.csv', ...counts }];
        return { body: { list: 'yekdem-participant-list', year: 2024, fileName: 'list.csv', counts } };
      },
    });
    renderWithApp(<ListUploadScreen list="yekdem-participant-list" />);
    await screen.findByText(/has not been uploaded yet/);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    chooseFile('list.csv');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Preview' })); });
    expect(await screen.findByText('Rows to add (1)')).toBeTruthy();
    expect(screen.getByText('1,234.5')).toBeTruthy();
    expect(screen.getByText('01.01.2024')).toBeTruthy();
    expect(screen.getByText('Rows to change (1)')).toBeTruthy();
    expect(screen.getByLabelText('before').textContent).toBe('10');
    expect(screen.getByLabelText('after').textContent).toBe('12.5');
    expect(screen.getByText('Rows to remove (1)')).toBeTruthy();
    expect(screen.getByText('Gone GES')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Replace the list' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace the list?' });
    expect(dialog.textContent).toContain('This replaces the 5 rows of the 2024 list with the 5 rows of the file: 1 rows are added, 1 changed and 1 removed.');
    // The dialog opens on its safe choice.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, replace it' })); });
    const apply = calls.find((c) => c.path.endsWith('/apply'));
    expect(apply).toBeTruthy();
    expect(currentNotice()).toEqual({ kind: 'success', message: '"list.csv" is uploaded: 1 rows added, 1 changed, 1 removed. The list now has 5 rows.' });
    expect(await screen.findByText('admin@test.example')).toBeTruthy();
    expect(screen.getByText('20.08.2024 14:30')).toBeTruthy();
    expect(screen.queryByText('Rows to add (1)')).toBeNull();
  });
});
