// @vitest-environment happy-dom
// The report page's API call panel as a reader meets it: closed at first, then the exact call of the view on
// screen in curl, Python and JavaScript; a change of the filters changes every snippet.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../engine/testing/reportFixtures';
import { changeLocale } from '../i18n/i18n';
import { mockFetch } from '../testing/mockFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { ApiCallPanel } from './ApiCallPanel';

beforeEach(() => {
  changeLocale('en');
  mockFetch({ 'GET /app-api/user-info': { body: { name: 'Member', publicData: true } }, 'GET /electricity-service/v1/menu/get-menu-tree': { body: { items: [] } } });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

/** The page's filters, changed as the filter form would change them. */
function Harness() {
  const [values, setValues] = useState({ startDate: '2024-08-01', endDate: '2024-08-03' });
  return (
    <>
      <button type="button" onClick={() => setValues({ startDate: '2024-07-10', endDate: '2024-07-12' })}>apply</button>
      <ApiCallPanel descriptor={fixtures.mcp} values={values} />
    </>
  );
}

const code = (label: string) => screen.getByRole('group', { name: label }).querySelector('code')!.textContent!;

describe('ApiCallPanel', () => {
  it('shows the call of the chosen filters as curl, Python and JavaScript, and follows a change of the filters', () => {
    renderWithApp(<Harness />);
    expect(screen.queryByRole('group', { name: 'curl' })).toBeNull();
    const details = screen.getByText('API call').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const curl = code('curl');
    expect(curl).toContain('curl -s -X POST "http://localhost:3000/electricity-service/v1/markets/dam/data/mcp"'.replace('http://localhost:3000', window.location.origin));
    expect(curl).toContain('-H "TGT: $TGT"');
    expect(curl).toContain('"startDate":"2024-08-01T00:00:00+03:00","endDate":"2024-08-03T00:00:00+03:00"');
    expect(code('Python (requests)')).toContain('"endDate": "2024-08-03T00:00:00+03:00"');
    expect(code('JavaScript (fetch)')).toContain('method: "POST"');

    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    expect(code('curl')).toContain('"startDate":"2024-07-10T00:00:00+03:00","endDate":"2024-07-12T00:00:00+03:00"');
    expect(code('Python (requests)')).toContain('"startDate": "2024-07-10T00:00:00+03:00"');
    expect(code('JavaScript (fetch)')).not.toContain('2024-08-01');
  });

  it('says it in Turkish, with the Turkish language header in the call', () => {
    changeLocale('tr');
    renderWithApp(<ApiCallPanel descriptor={fixtures.mcp} values={{ startDate: '2024-08-01', endDate: '2024-08-01' }} />);
    const details = screen.getByText('API çağrısı').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(code('curl')).toContain('Accept-Language: tr-TR');
  });
});
