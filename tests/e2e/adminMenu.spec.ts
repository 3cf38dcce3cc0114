// An administrator adds a link to the menu on the "Menu Operations" screen; a member's sidebar shows it on the next
// page load (no restart), and after the deletion's confirmation (which names what goes) it is gone again. Whatever
// the spec adds is removed at the end, even when a step fails, so other specs see the menu of the files.
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

const MENU = '/administration-service/v1/menu';
/** A label no other spec uses (and no sibling route clashes with it on a rerun). */
const LABEL_EN = `E2E Help Desk ${Date.now() % 100000}`;
const LABEL_TR = `E2E Yardım Masası ${Date.now() % 100000}`;

interface TreeNode { id: number; labelEn: string; children: TreeNode[] }
const flatten = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function memberMenuLink(page: Page) {
  await page.goto('/home');
  const pin = page.getByRole('button', { name: 'Keep the menu open' });
  if ((await pin.getAttribute('aria-pressed')) !== 'true') await pin.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('searchbox', { name: 'Search the menu' }).fill('E2E Help Desk');
  return menu.getByRole('link', { name: new RegExp(LABEL_EN) });
}

test('an administrator adds a link to the menu, a member sees it, and it is deleted after the confirmation', async ({ browser, page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  const admin = await adminPage(browser);
  try {
    await admin.evaluate(() => localStorage.setItem('seffaflik.locale', 'en'));
    await admin.goto('/admin/menu-operations');
    await expect(admin.getByRole('heading', { level: 1, name: 'Menu Operations' })).toBeVisible();
    const main = admin.getByRole('main');

    // A new outside link under Electricity; a bad address is named beside its field first.
    await main.getByRole('button', { name: /^Electricity/ }).first().click();
    await main.getByRole('button', { name: 'Add an entry below' }).click();
    const form = main.getByRole('form', { name: 'New entry under “Electricity”' });
    await form.getByLabel('Turkish label').fill(LABEL_TR);
    await form.getByLabel('English label').fill(LABEL_EN);
    await form.getByLabel('Page entry (has an address)').check();
    await form.getByLabel('Outside link (goes to an address off this site)').check();
    await form.getByLabel('Turkish address').fill('https://example.org/yardim');
    await form.getByLabel('English address').fill('example.org/help');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('An outside link must be a whole address starting with https:// or http://.')).toBeVisible();
    await expect(form.getByLabel('English address')).toBeFocused();
    await form.getByLabel('English address').fill('https://example.org/help');
    await form.getByLabel('English address').press('Enter');
    await closeSuccess(admin);
    await expect(main.getByRole('form', { name: `Edit “${LABEL_EN}”` })).toBeVisible();

    // The member's sidebar has it at once.
    const link = await memberMenuLink(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /example\.org\/help/);

    // Deleting asks first and names what goes; Cancel keeps it.
    const editor = main.getByRole('form', { name: `Edit “${LABEL_EN}”` });
    await editor.getByRole('button', { name: 'Delete…' }).click();
    let dialog = admin.getByRole('dialog', { name: `Delete “${LABEL_EN}”?` });
    await expect(dialog.getByText('Only this entry will be deleted:')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([`${LABEL_EN} (Link)`]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await editor.getByRole('button', { name: 'Delete…' }).click();
    dialog = admin.getByRole('dialog', { name: `Delete “${LABEL_EN}”?` });
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await closeSuccess(admin);
    await expect(main.getByRole('button', { name: new RegExp(LABEL_EN) })).toHaveCount(0);

    await expect(await memberMenuLink(page)).toHaveCount(0);
  } finally {
    // Anything this spec added and left behind goes.
    const tree = await adminCall(admin, 'POST', `${MENU}/tree-list`, {});
    for (const node of flatten((tree.json as { items: TreeNode[] }).items).filter((n) => n.labelEn.startsWith('E2E Help Desk'))) {
      await adminCall(admin, 'POST', `${MENU}/remove`, { menuId: node.id });
    }
    await admin.context().close();
  }
});
