// @vitest-environment happy-dom
// The report table's column headers link to the dictionary: one named link per column, to the column's entry,
// and following it never sorts the table.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import damMcp from '../../../reports/electricity/day-ahead/dam-mcp.json';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { changeLocale } from '../i18n/i18n';
import { ReportTable } from '../report/table/ReportTable';
import { renderWithApp } from '../testing/renderWithApp';

const descriptor = damMcp as unknown as ReportDescriptor;
const rows = [{ date: '2025-01-01T00:00:00+03:00', hour: '00:00', price: 2500, priceUsd: 70, priceEur: 68 }];

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  changeLocale('tr');
  window.history.replaceState(null, '', '/');
});

describe('column header dictionary links', () => {
  it('gives each column a named link to its entry that does not sort', async () => {
    const onViewChange = vi.fn();
    renderWithApp(<ReportTable descriptor={descriptor} rows={rows} view={{ sort: undefined, hiddenColumns: [] }} onViewChange={onViewChange} now={new Date('2025-02-01T00:00:00Z')} />);
    const headers = screen.getAllByRole('columnheader').slice(1);
    expect(headers).toHaveLength(descriptor.columns.length);
    const priceHeader = headers[descriptor.columns.findIndex((c) => c.key === 'price')]!;
    const link = within(priceHeader).getByRole('link');
    expect(link.getAttribute('href')).toBe('/documentation/data-dictionary#price');
    expect(link.getAttribute('aria-label')).toMatch(/: its definition in the data dictionary$/);
    await act(async () => fireEvent.click(link));
    expect(onViewChange).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.hash).toBe('/documentation/data-dictionary#price');
    await act(async () => fireEvent.click(within(priceHeader).getByRole('button')));
    expect(onViewChange).toHaveBeenCalledWith({ sort: expect.objectContaining({ field: 'price' }) });
  });
});
