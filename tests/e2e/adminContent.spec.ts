// The administrator's content screens in Chromium: an announcement written with formatting on the Announcement
// Management screen reaches readers cleaned (bold kept, a script gone), is edited and deleted; an image uploaded to
// the Media Library is served with safe headers from its copied link, a text file dressed as a PNG is refused, and
// the image is deleted. Whatever the test adds it removes.
import { expect, test, type Page } from '@playwright/test';
import { adminPage } from './support/adminSession';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function inEnglish(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto(path);
}

test('an announcement with formatting reaches readers cleaned, and is edited and deleted', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const stamp = Date.now().toString(36);
  const titleEn = `Formatted notice ${stamp}`;
  try {
    await inEnglish(admin, '/admin/announcement-management');
    await expect(admin.getByRole('heading', { level: 1, name: 'Announcement Management' })).toBeVisible();
    await admin.getByRole('button', { name: 'New announcement' }).click();
    const editor = admin.getByRole('form', { name: 'New announcement' });
    // Saving with the English title empty names that field.
    await editor.getByLabel('Title (Turkish)').fill(`Biçimli duyuru ${stamp}`);
    await editor.getByRole('textbox', { name: 'Body (Turkish)' }).fill('<p>Önemli: <strong>kalın</strong> metin.</p>');
    await editor.getByRole('textbox', { name: 'Body (English)' }).fill('<p>Note: <strong>bold words</strong> here.</p><script>window.__hacked = true</script>');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('This field is required.').first()).toBeVisible();
    await editor.getByLabel('Title (English)').fill(titleEn);
    // The preview draws what readers will see: bold, no script.
    const preview = editor.getByRole('region', { name: 'English preview' });
    await expect(preview.locator('strong')).toHaveText('bold words');
    await editor.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);

    await inEnglish(page, '/announcements');
    const card = page.locator('article, li, section').filter({ has: page.getByRole('heading', { name: titleEn }) }).first();
    await expect(card).toBeVisible();
    await expect(card.locator('strong')).toHaveText('bold words');
    await expect(card.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();

    await admin.getByLabel('Search announcements').fill(stamp);
    await admin.getByRole('button', { name: `Edit the announcement ${titleEn}` }).click();
    const edit = admin.getByRole('form', { name: 'Edit the announcement' });
    await edit.getByLabel('Title (English)').fill(`${titleEn} (edited)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);
    await page.reload();
    await expect(page.getByRole('heading', { name: `${titleEn} (edited)` })).toBeVisible();

    await admin.getByRole('button', { name: `Delete the announcement ${titleEn} (edited)` }).click();
    const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: 'Delete the announcement?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await closeSuccess(admin);
    await page.reload();
    await expect(page.getByRole('heading', { name: `${titleEn} (edited)` })).toHaveCount(0);
  } finally {
    // Whatever is left of this test's announcement goes.
    await admin.evaluate(async (mark) => {
      const answer = await fetch('/app-api/admin/announcements');
      if (!answer.ok) return;
      const json = await answer.json() as { items?: { id: number; titleEn: string }[] } | { id: number; titleEn: string }[];
      const items = Array.isArray(json) ? json : json.items ?? [];
      for (const item of items) if (item.titleEn?.includes(mark)) await fetch(`/app-api/admin/announcements/${item.id}`, { method: 'DELETE' });
    }, stamp);
    await admin.context().close();
  }
});

test('an image is uploaded, served safely from its link, a disguised text file is refused, and the image deleted', async ({ browser }) => {
  const admin = await adminPage(browser);
  const name = `e2e-${Date.now().toString(36)}.png`;
  try {
    await inEnglish(admin, '/admin/media-library');
    await expect(admin.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const input = admin.locator('input[type="file"]');

    await input.setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await expect(admin.getByRole('alert').filter({ hasText: 'not-an-image.png' })).toBeVisible();

    await input.setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await closeSuccess(admin);
    await admin.getByLabel('Search images').fill(name.replace(/\.png$/, ''));
    const remove = admin.getByRole('button', { name: new RegExp(`^Delete the image ${name.replace('.', '\\.')}`) });
    await expect(remove).toBeVisible();

    // The stored file's address, as the copy button gives it, serves the bytes with safe headers.
    const link = await admin.locator(`img[src*="/media/"]`).first().getAttribute('src');
    expect(link).toMatch(/\/media\/\d+-/);
    const served = await admin.request.get(link!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

    await remove.click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await closeSuccess(admin);
    await expect(remove).toHaveCount(0);
    expect((await admin.request.get(link!)).status()).toBe(404);
  } finally {
    await admin.context().close();
  }
});
