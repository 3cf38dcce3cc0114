// A member's orders and matchings in Chromium: in the settings, the member orders a daily CSV of a report by
// e-mail (a bad time is named beside its field first), runs it at once and sees the run; then adds an alert rule
// on the report's price, and deletes both. Nothing is left behind.
import { expect, test, type Page } from '@playwright/test';

async function openSettingsTab(page: Page, tab: 'Orders' | 'Matchings') {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

test('a member orders a daily export, runs it now, adds an alert rule and removes both', async ({ page }) => {
  const name = `Daily MCP ${Date.now().toString(36)}`;
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/home');
  const dialog = await openSettingsTab(page, 'Orders');

  await dialog.getByRole('button', { name: 'New order' }).click();
  const form = dialog.getByRole('form', { name: 'New order' });
  await form.getByLabel('Name').fill(name);
  const report = form.getByLabel('Report');
  const mcp = await report.locator('option', { hasText: 'Market Clearing Price' }).first().getAttribute('value');
  await report.selectOption(mcp!);
  await form.getByLabel('Range').selectOption({ label: 'Yesterday' });
  await form.getByLabel('Schedule').selectOption({ label: 'Every day' });
  await form.getByLabel('Time (Istanbul)').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Give the time as HH:MM.')).toBeVisible();
  await form.getByLabel('Time (Istanbul)').fill('15:00');
  await form.getByRole('button', { name: 'Save' }).click();

  const order = dialog.locator('li, article, tr').filter({ hasText: name }).first();
  await expect(order).toBeVisible();
  try {
    await order.getByRole('button', { name: 'Run now' }).click();
    await expect(dialog.getByText(/The order ran: (Delivered|Waiting|Will be retried|Failed)\./)).toBeVisible();
    await order.getByRole('button', { name: 'Last runs' }).click();
    await expect(dialog.locator('td', { hasText: /^(Delivered|Waiting|Will be retried|Failed)$/ }).first()).toBeVisible();

    await dialog.getByRole('tab', { name: 'Matchings' }).click();
    await dialog.getByRole('button', { name: 'New rule' }).click();
    const rule = dialog.getByRole('form', { name: 'New rule' });
    await rule.getByLabel('Name').fill(`${name} alert`);
    const ruleReport = rule.getByLabel('Report');
    const ruleMcp = await ruleReport.locator('option', { hasText: 'Market Clearing Price' }).first().getAttribute('value');
    await ruleReport.selectOption(ruleMcp!);
    await rule.getByLabel('Column').selectOption({ index: 1 });
    await rule.getByLabel('Threshold').fill('5000');
    await rule.getByRole('button', { name: 'Save' }).click();
    const saved = dialog.locator('li, article, tr').filter({ hasText: `${name} alert` }).first();
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Delete' }).click();
    await saved.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(dialog.getByText(`${name} alert`)).toHaveCount(0);
  } finally {
    // The order goes whatever happened above (its own call, as the tab makes it).
    await page.evaluate(async (orderName) => {
      const answer = await fetch('/app-api/member/orders');
      if (!answer.ok) return;
      const json = await answer.json() as { items?: { id: number; name: string }[] } | { id: number; name: string }[];
      const items = Array.isArray(json) ? json : json.items ?? [];
      for (const item of items) if (item.name === orderName) await fetch(`/app-api/member/orders/${item.id}`, { method: 'DELETE' });
    }, name);
  }
  await page.reload();
  const again = await openSettingsTab(page, 'Orders');
  await expect(again.getByText(name)).toHaveCount(0);
});
