// The app's first HTML carries the server's answers to the shell's calls (src/server/http/shellBoot.ts). A test
// that stands in for one of those calls (page.route on date-init) takes them out of the page's documents, so the
// app asks for everything itself, as it does when the block is missing: the stand-in then answers.
import type { Page } from '@playwright/test';

export async function withoutBootData(page: Page): Promise<void> {
  await page.route((url) => !url.pathname.startsWith('/assets/') && !/^\/(electricity-service|natural-gas-service|reporting-service|app-api|auth|cas)\//.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script id="boot-data" type="application\/json">[^]*?<\/script>/, '');
    return route.fulfill({ response, body: html });
  });
}
