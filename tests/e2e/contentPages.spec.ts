// An administrator edits the FAQ's first answer in both languages on the Content Pages screen; the public FAQ
// shows the new answer in English and Turkish; the administrator then goes back to the previous version from the
// history, and the public FAQ shows the answer it had before. Whatever happens, the FAQ is put back at the end.
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

interface FaqDocument { items: { id: string; question: { tr: string; en: string }; answer: { tr: string; en: string } }[] }

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The public FAQ in a language, with its first question opened; the answer's text. */
async function publicAnswer(page: Page, locale: 'tr' | 'en', question: string) {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('seffaflik.locale', l), locale);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: locale === 'en' ? 'Frequently asked questions' : 'Sıkça sorulan sorular' }).click();
  const summary = page.getByText(question, { exact: true });
  await summary.click();
  return summary.locator('xpath=..');
}

test('an administrator edits the FAQ, readers see it at once, and the previous version comes back', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const before = (await adminCall(admin, 'GET', '/app-api/admin/content/faq')).json as { document: FaqDocument };
  const first = before.document.items[0]!;
  const stamp = Date.now().toString(36);
  try {
    await admin.evaluate(() => localStorage.setItem('seffaflik.locale', 'en'));
    await admin.goto('/admin');
    await admin.getByRole('main').getByRole('link', { name: 'Content Pages' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Content pages' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');

    // An empty answer is refused beside its field, and nothing is saved.
    const answerTr = admin.getByRole('textbox', { name: 'Answer (Turkish)', exact: true }).first();
    const answerEn = admin.getByRole('textbox', { name: 'Answer (English)', exact: true }).first();
    await answerEn.fill('  ');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(answerEn).toBeFocused();
    await expect(admin.getByText('cannot be empty; both languages are required.').first()).toBeVisible();

    await answerTr.fill(`<p>Uçtan uca yanıt <strong>${stamp}</strong></p>`);
    await answerEn.fill(`<p>End-to-end answer <strong>${stamp}</strong></p>`);
    // The live preview draws what readers will see.
    await expect(admin.getByText(`End-to-end answer ${stamp}`).first()).toBeVisible();
    await admin.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);

    await expect(await publicAnswer(page, 'en', first.question.en)).toContainText(`End-to-end answer ${stamp}`);
    await expect(await publicAnswer(page, 'tr', first.question.tr)).toContainText(`Uçtan uca yanıt ${stamp}`);

    // Back to the version before the edit, after a confirmation.
    const history = admin.getByRole('region', { name: 'Version history' });
    await history.getByRole('button', { name: 'Go back to this version' }).first().click();
    const confirm = admin.getByRole('dialog', { name: 'Go back to this version?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(admin);
    await expect(answerEn).toHaveValue(first.answer.en);

    const restored = await publicAnswer(page, 'en', first.question.en);
    await expect(restored).not.toContainText(stamp);
  } finally {
    await adminCall(admin, 'PUT', '/app-api/admin/content/faq', before.document);
    await admin.context().close();
  }
});
