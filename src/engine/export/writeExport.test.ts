import { describe, expect, it } from 'vitest';
import { exportInput } from './exportFixtures';
import { EXPORT_FORMATS } from './exportInput';
import { writeExport } from './writeExport';

const MAGIC: Record<string, number[]> = {
  csv: [0xef, 0xbb, 0xbf], // byte-order mark
  xlsx: [0x50, 0x4b, 0x03, 0x04], // zip
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

describe('writeExport', () => {
  it.each(EXPORT_FORMATS)('writes %s', async (format) => {
    const file = await writeExport(format, exportInput('tr'));
    expect(file.extension).toBe(format);
    expect([...file.body.subarray(0, MAGIC[format]!.length)]).toEqual(MAGIC[format]);
  });

  it('refuses a format it does not know', async () => {
    await expect(writeExport('docx' as never, exportInput('en'))).rejects.toThrow(/docx/);
  });
});
