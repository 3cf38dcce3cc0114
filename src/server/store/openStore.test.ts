import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl, openStore } from './openStore';
import { readConfig } from '../config';

describe('openStore', () => {
  it('never shows the password of DATABASE_URL', () => {
    expect(describeDatabaseUrl('postgres://app:s3cr%40t@db.internal:5432/seffaflik?sslmode=require')).toBe('postgres://app@db.internal:5432/seffaflik');
    expect(describeDatabaseUrl('postgresql://db.internal/seffaflik')).toBe('postgresql://db.internal/seffaflik');
    expect(describeDatabaseUrl('not a url with a secret')).not.toContain('secret');
  });

  it('reads DATABASE_URL into the config, and opens the DuckDB file when it is not set', async () => {
    expect(readConfig({ DATABASE_URL: 'postgres://a@b/c' }).databaseUrl).toBe('postgres://a@b/c');
    expect(readConfig({}).databaseUrl).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'open-store-'));
    try {
      const opened = await openStore({ dataDir: dir });
      expect(opened.store.dialect).toBe('duckdb');
      expect(opened.where).toBe(join(dir, 'seffaflik.duckdb'));
      await opened.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
