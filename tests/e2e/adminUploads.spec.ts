// An administrator replaces each uploadable list from its administration screen: the current list is downloaded,
// a good file (the list plus one made-up row) is previewed, confirmed in the dialog and then seen on the report
// page; a bad file shows its row messages and writes nothing (the history does not grow); at the end the
// downloaded list is uploaded again, so the list is as it was for the other specs.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

interface ListCase {
  list: string;
  screen: string;
  title: string;
  report: string;
  /** The added row's cells for the English template's columns, and the text the report page then shows. */
  row: (year: number | null) => string[];
  shown: string;
  /** A bad row and a message it must give. */
  badRow: string[];
  badMessage: string;
  perYear: boolean;
}

const CASES: ListCase[] = [
  {
    list: 'licensed-plant-investments', screen: '/admin/lists/licensed-power-plant-investments', title: 'Licensed Power Plant Investments',
    report: '/reports/licensed-power-plant-investments', perYear: false,
    // The earliest acceptance date: first in the page's order.
    row: () => ['E2E Upload Test Solar Plant', 'E2E Test Energy Inc.', 'Konya', 'Solar', '2', '5.5 MWe', '11', '01.02.2020', 'E2E/UPLOAD-1', '01.01.2001'],
    shown: 'E2E Upload Test Solar Plant',
    badRow: ['E2E Bad Plant', 'E2E Test Energy Inc.', 'Konya', 'Solar', '2', '5.5 MWe', 'abc', '01.02.2020', 'E2E/UPLOAD-2', '31.02.2026'],
    badMessage: "Row 2, 'Capacity to be added (MW)': expected a number, found 'abc'.",
  },
  {
    list: 'yekdem-participant-list', screen: '/admin/lists/yekdem-participant-list', title: 'YEKDEM Participant List',
    report: '/reports/yekdem-participant-list', perYear: true,
    // The largest installed power: first in the page's order.
    row: (year) => ['E2E Test Renewables Inc.', 'E2E Upload Test River Plant', 'Run-of-river', '99999', '3', '120000', '0', `01.01.${year}`, String((year ?? 0) + 9), '1', '73'],
    shown: 'E2E Upload Test River Plant',
    badRow: ['E2E Test Renewables Inc.', 'E2E Bad Plant', 'Wind', '12', 'three', '1', '1', '2024-01-01', '2033', '1', '73'],
    badMessage: "Row 2, 'Units': expected a whole number, found 'three'.",
  },
  {
    list: 'participant-list', screen: '/admin/lists/participant-list', title: 'Participant List',
    report: '/reports/market-participants', perYear: false,
    // A name that sorts before every other: first in the page's order.
    row: () => ['000 E2E Upload Test Participant Inc.', 'E2E UPLOAD', '40X0E2EUPLOAD01Z', 'Yes', 'No', 'No', 'No', 'Private', 'No'],
    shown: '000 E2E Upload Test Participant Inc.',
    badRow: ['E2E Bad Participant', 'E2E BAD', '40X0E2EUPLOAD02Z', 'Maybe', 'No', 'No', 'No', 'Private', 'No'],
    badMessage: "Row 2, 'Day-ahead market': expected Yes or No, found 'Maybe'.",
  },
];

const csvLine = (cells: readonly string[]) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

async function closeSuccess(admin: Page): Promise<void> {
  const success = admin.getByRole('dialog', { name: 'Operation Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

async function download(admin: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name }).click()]);
  await closeSuccess(admin);
  return readFile((await file.path())!);
}

async function upload(admin: Page, fileName: string, content: Buffer): Promise<void> {
  await admin.getByLabel('File (CSV or XLSX)').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: content });
  await admin.getByRole('button', { name: 'Preview', exact: true }).click();
}

async function confirmReplace(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: 'Replace the list' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Replace the list?' });
  await expect(dialog).toContainText('This replaces the');
  await dialog.getByRole('button', { name: 'Yes, replace it' }).click();
  await closeSuccess(admin);
}

async function historyLength(admin: Page, list: string): Promise<number> {
  return ((await adminCall(admin, 'GET', `/administration-service/v1/upload/${list}/history`)).json as { items: unknown[] }).items.length;
}

for (const c of CASES) {
  test(`an administrator uploads the ${c.title} and puts the original back`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const admin = await adminPage(browser);
    await admin.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
    await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
    // The year the report page opens on (the newest in its year list).
    const year = c.perYear
      ? ((await (await page.request.get('/electricity-service/v1/renewables/data/renewables-participant-year-list')).json()) as number[])[0]!
      : null;
    await admin.goto(c.screen);
    await expect(admin.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    if (year !== null) await admin.getByLabel('Year').fill(String(year));
    const original = await download(admin, 'Download the current list (CSV)');
    expect(original.toString('utf8').split('\r\n')[0]).toContain(',');
    try {
      // A bad file: its row message, no apply, nothing written.
      const before = await historyLength(admin, c.list);
      const header = original.toString('utf8').replace(/^\uFEFF/, '').split('\r\n')[0]!;
      await upload(admin, 'bad.csv', Buffer.from(`${header}\r\n${csvLine(c.badRow)}\r\n`));
      await expect(admin.getByRole('alert').filter({ hasText: 'nothing was written' })).toContainText(c.badMessage);
      await expect(admin.getByRole('button', { name: 'Replace the list' })).toHaveCount(0);
      expect(await historyLength(admin, c.list)).toBe(before);

      // A good file: the list and one more row.
      const good = Buffer.concat([original, Buffer.from(`${csvLine(c.row(year))}\r\n`)]);
      await upload(admin, 'e2e-good.csv', good);
      await expect(admin.getByRole('heading', { name: 'Rows to add (1)' })).toBeVisible();
      await expect(admin.getByText(c.shown).first()).toBeVisible();
      await confirmReplace(admin);
      await expect(admin.getByRole('region', { name: 'Upload history' }).getByText('e2e-good.csv').first()).toBeVisible();

      await page.goto(year === null ? c.report : `${c.report}?year=${year}`);
      await expect(page.getByText(c.shown).first()).toBeVisible({ timeout: 30_000 });
    } finally {
      // The original list back, from the file downloaded at the start.
      await upload(admin, 'original.csv', original);
      const removal = admin.getByRole('heading', { name: 'Rows to remove (1)' });
      // isVisible does not wait; the preview may take a moment to come.
      if (await removal.waitFor({ timeout: 30_000 }).then(() => true, () => false)) await confirmReplace(admin);
      await admin.context().close();
    }
    const check = await adminPage(browser);
    const now = (await check.evaluate(async (url) => (await fetch(url)).text(), `/administration-service/v1/upload/${c.list}/current${year === null ? '' : `?year=${year}`}`));
    await check.context().close();
    expect(now).not.toContain(c.shown);
  });
}
