import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { exportInputFor } from '../../../engine/export/exportInputFor';
import { EXPORT_FORMATS } from '../../../engine/export/exportInput';
import { writeExport } from './writeExport';

const MAGIC: Record<string, number[]> = {
  csv: [0xef, 0xbb, 0xbf], // byte-order mark
  xlsx: [0x50, 0x4b, 0x03, 0x04], // zip
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

describe('writeExport', () => {
  it.each(EXPORT_FORMATS)('writes %s', async (format) => {
    const file = await writeExport(format, exportInputFor(fixtures.mcp, 'tr'));
    expect(file.extension).toBe(format);
    expect([...file.body.subarray(0, MAGIC[format]!.length)]).toEqual(MAGIC[format]);
  });

  it('refuses a format it does not know', async () => {
    await expect(writeExport('docx' as never, exportInputFor(fixtures.mcp, 'en'))).rejects.toThrow(/docx/);
  });
});
