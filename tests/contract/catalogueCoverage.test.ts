// How much of the operator's web service we answer, measured against the plan (../shared/reference/
// catalogue-plan.md, one table per piece of work): every operation of a group this platform has delivered must
// be a registered route of the server, and every one still missing must be listed below with the reason. So a
// route that disappears fails here, and so does one that starts answering while still listed as missing.
// Skipped, saying so, when ../shared is not beside the repository.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const PLAN = resolve('../shared/reference/catalogue-plan.md');

/** The groups of the plan this platform has taken on, each with the operations still missing and why. */
const DELIVERED_GROUPS: Record<string, Record<string, string>> = {
  'data ready': {},
  'electricity markets': {},
  'electricity generation, consumption, renewables, transmission, dams': {},
  'natural gas': {},
};

interface PlannedOperation { method: string; path: string }

/** The operations of one `## <group> (n)` section of the plan: its table rows `| METHOD | `path` | … |`. */
function plannedOperations(plan: string, group: string): PlannedOperation[] {
  const start = plan.indexOf(`## ${group} (`);
  if (start < 0) throw new Error(`the plan has no group "${group}"`);
  const end = plan.indexOf('\n## ', start + 1);
  const section = plan.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| (GET|POST) \| `([^`]+)` \|/gm)].map((m) => ({ method: m[1]!, path: m[2]! }));
}

const planned = existsSync(PLAN) ? readFileSync(PLAN, 'utf8') : undefined;

describe.skipIf(!planned)('the catalogue plan, group by group (../shared/reference/catalogue-plan.md)', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server?.close(); });

  describe.each(Object.entries(DELIVERED_GROUPS))('%s', (group, missing) => {
    it('answers every operation of the group but the ones listed as missing, each with its reason', () => {
      const operations = plannedOperations(planned!, group);
      expect(operations.length).toBeGreaterThan(0);
      const unanswered = operations
        .filter(({ method, path }) => !server.app.hasRoute({ method: method as 'GET' | 'POST', url: path }))
        .map(({ method, path }) => `${method} ${path}`);
      expect(unanswered.sort()).toEqual(Object.keys(missing).sort());
    });
  });
});

if (!planned) console.warn(`catalogueCoverage: ${PLAN} not found; the coverage of the catalogue plan is not checked.`);
