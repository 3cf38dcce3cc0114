// The lint refuses the shapes that let request values into SQL text in src/server: a value between quotes in a
// template that holds SQL, and a number written after LIMIT or OFFSET (the shape of the monthly-average hole).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const rulesHit = async (code: string, filePath = 'src/server/probe.ts') =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe('no values in SQL text', () => {
  it.each([
    ['a quoted value in a WHERE', 'export const q = (v: string) => `SELECT * FROM t WHERE name = \'${v}\'`;\n'],
    ['a quoted value in an INSERT', 'export const q = (k: string, v: string) => `INSERT INTO s VALUES (\'${k}\', \'${v}\')`;\n'],
    ['a LIMIT written into the text', 'export const q = (n: number) => `SELECT * FROM t LIMIT ${n}`;\n'],
    ['an OFFSET written into the text', 'export const q = (n: number) => `SELECT * FROM t LIMIT $1 OFFSET ${n}`;\n'],
  ])('refuses %s', async (_label, code) => {
    expect(await rulesHit(code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['bound parameters', 'export const q = (n: number) => [`SELECT * FROM t WHERE a = $1 LIMIT $${n}`, n];\n'],
    ['a name from the guard', "import { quoteIdentifier } from './store/sqlIdentifier';\nexport const q = (c: string) => `SELECT ${quoteIdentifier(c)} FROM t`;\n"],
    ['an ordinary message', "export const m = (v: string) => `can't read '${v}'`;\n"],
  ])('lets %s through', async (_label, code) => {
    expect(await rulesHit(code)).not.toContain('no-restricted-syntax');
  });
});
