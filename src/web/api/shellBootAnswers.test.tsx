// @vitest-environment happy-dom
// What the shell shows on every page for a member (the terms banner, the footer's disclaimer, the bell's firings,
// the report defaults) comes with the first HTML (engine/app-api/bootCalls.ts): drawn without a call of its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootCalls } from '../../engine/app-api/bootCalls';
import { Disclaimer } from '../content-pages/Disclaimer';
import { TermsBanner } from '../contracts/TermsBanner';
import { changeLocale } from '../i18n/i18n';
import { FIRINGS_KEY } from '../shell/settings/matchings/alertCalls';
import { MEMBER_PARAMETERS_KEY } from '../shell/settings/parameters/memberParametersApi';
import { mockFetch } from '../testing/mockFetch';
import { seedBootAnswers } from './seedBootAnswers';

function firstHtml(answers: { key: readonly unknown[]; data: unknown }[]): Document {
  const doc = document.implementation.createHTMLDocument('boot');
  const script = doc.createElement('script');
  script.id = 'boot-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ answers, prefetch: [] });
  doc.head.append(script);
  return doc;
}

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the shell's answers in the first HTML", () => {
  it('draws the terms banner and the disclaimer from them, and the bell and report defaults find theirs, with no call', async () => {
    const { calls } = mockFetch({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const firing = { id: 7, ruleId: 1, ruleName: 'Expensive hour', reportId: 'dam-mcp', periodStart: '2025-10-01T00:00:00+03:00', periodEnd: '2025-10-02T00:00:00+03:00', value: 4100, firedAt: '2025-10-01T14:00:00+03:00' };
    seedBootAnswers(client, firstHtml([
      { key: bootCalls.myTerms().key, data: { current: { id: 2, label: '2.0', effectiveAt: '2025-10-01T00:00:00+03:00' }, accepted: { id: 1, label: '1.0' }, mustAccept: true } },
      { key: bootCalls.disclaimer().key, data: { key: 'disclaimer', document: { text: { tr: '<p>Veriler bilgi amaçlıdır.</p>', en: '<p>The data is for information.</p>' } } } },
      { key: bootCalls.alertFirings().key, data: [firing] },
      { key: bootCalls.memberParameters().key, data: { region: null, dateRange: 'last7Days' } },
    ]));
    render(
      <QueryClientProvider client={client}>
        <TermsBanner />
        <Disclaimer />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Terms of use' }).textContent).toContain('The terms of use have changed (version 2.0)');
    expect(screen.getByText('The data is for information.')).toBeTruthy();
    // The keys the bell and the report page read are the ones the first HTML fills.
    expect(client.getQueryData(FIRINGS_KEY)).toEqual([firing]);
    expect(client.getQueryData(MEMBER_PARAMETERS_KEY)).toEqual({ region: null, dateRange: 'last7Days' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
