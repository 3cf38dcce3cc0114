// Stylesheets that failed to load. Vite adds a lazy chunk's CSS as <link rel="stylesheet"> and remembers it,
// so a retried import would not ask for it again: the page would come back unstyled. We note each link that
// fails and, before a retry, put a fresh link in its place and wait for it.
const failed = new Set<HTMLLinkElement>();

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel === 'stylesheet';
}

/** Listens for failing stylesheet links (once, at start-up; `error` does not bubble, so capture it). */
export function watchStylesheets(root: Document = document): void {
  root.addEventListener('error', (event) => { if (isStylesheet(event.target)) failed.add(event.target); }, true);
}

function reload(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const fresh = link.cloneNode() as HTMLLinkElement;
    fresh.addEventListener('load', () => resolve(), { once: true });
    fresh.addEventListener('error', () => reject(new Error(`stylesheet ${fresh.href} did not load`)), { once: true });
    link.replaceWith(fresh);
  });
}

export async function retryFailedStylesheets(): Promise<void> {
  const links = [...failed];
  failed.clear();
  await Promise.all(links.map(reload));
}
