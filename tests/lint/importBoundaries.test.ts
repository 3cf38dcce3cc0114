// The import boundaries of DESIGN.md §2, as the lint enforces them: a breach fails `npm test`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const rulesHit = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe('import boundaries', () => {
  it('keeps React and the server out of src/engine', async () => {
    expect(await rulesHit('src/engine/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('src/engine/probe.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
  });

  it('keeps the server out of src/web', async () => {
    expect(await rulesHit('src/web/probe.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('src/web/probe.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n")).toContain('no-restricted-imports');
  });

  it('keeps React out of src/server and src out of schemas', async () => {
    expect(await rulesHit('src/server/probe.ts', "import { createElement } from 'react';\nexport const x = createElement;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('schemas/probe.ts', "import { units } from '../src/engine/units/units';\nexport const x = units;\n")).toContain('no-restricted-imports');
  });

  it('lets the engine be used from web and server', async () => {
    expect(await rulesHit('src/web/probe.ts', "import { units } from '../engine/units/units';\nexport const x = units;\n")).toEqual([]);
  });
});
