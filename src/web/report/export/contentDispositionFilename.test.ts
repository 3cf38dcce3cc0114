import { describe, expect, it } from 'vitest';
import { contentDispositionFilename } from './contentDispositionFilename';

describe('contentDispositionFilename', () => {
  it('prefers the UTF-8 name', () => {
    expect(contentDispositionFilename(`attachment; filename="ptf.xlsx"; filename*=UTF-8''PTF%20%C3%B6zet.xlsx`)).toBe('PTF özet.xlsx');
  });

  it('reads plain names, quoted or not', () => {
    expect(contentDispositionFilename('attachment; filename="dam-mcp.csv"')).toBe('dam-mcp.csv');
    expect(contentDispositionFilename('attachment; filename=dam-mcp.pdf')).toBe('dam-mcp.pdf');
  });

  it('is null without a name', () => {
    expect(contentDispositionFilename(null)).toBeNull();
    expect(contentDispositionFilename('attachment')).toBeNull();
  });
});
