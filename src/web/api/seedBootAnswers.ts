// What the first HTML carries (src/server/http/shellBoot.ts): its answers go into the query cache before the
// first render, so the shell draws its menu at once; its data call (the report view in the address) leaves at
// once too, while the page's code is still loading, and the page adopts it (bootPrefetch.ts). A missing or
// unreadable block changes nothing: the queries then ask the server, as they always could.
import type { QueryClient } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootAnswer, type BootCall } from '../../engine/app-api/bootCalls';
import { startBootCall } from './bootPrefetch';

export function seedBootAnswers(client: QueryClient, doc: Document = document): { seeded: number; prefetched: number } {
  const none = { seeded: 0, prefetched: 0 };
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return none;
  element.remove();
  let boot: { answers?: unknown; prefetch?: unknown };
  try {
    boot = JSON.parse(element.textContent) as typeof boot;
  } catch {
    return none;
  }
  if (typeof boot !== 'object' || boot === null) return none;
  const answers = (Array.isArray(boot.answers) ? boot.answers : []) as BootAnswer[];
  const calls = (Array.isArray(boot.prefetch) ? boot.prefetch : []) as BootCall[];
  let seeded = 0;
  for (const answer of answers) {
    if (!Array.isArray(answer?.key) || answer.data === undefined) continue;
    client.setQueryData(answer.key, answer.data);
    seeded += 1;
  }
  let prefetched = 0;
  for (const call of calls) {
    if (!Array.isArray(call?.key) || typeof call.path !== 'string' || !/^\/[^/\\]/.test(call.path)) continue;
    startBootCall({ ...call, method: call.method === 'GET' ? 'GET' : 'POST' });
    prefetched += 1;
  }
  return { seeded, prefetched };
}
