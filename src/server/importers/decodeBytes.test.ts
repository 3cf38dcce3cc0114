import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decodeBytes';

describe('decodeBytes', () => {
  const header = 'Tarih;Saat;Tüketim Miktarı (MWh)';

  it('reads UTF-8 with and without BOM', () => {
    const utf8 = new TextEncoder().encode(header);
    expect(decodeBytes(utf8)).toEqual({ text: header, encoding: 'utf-8' });
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: header, encoding: 'utf-8-bom' });
  });

  it('falls back to Windows-1254 for the old Turkish exports', () => {
    // "Tüketim Miktarı Açığı Şı" in code page 1254: ü=FC, ı=FD, ç=E7, ğ=F0, Ş=DE
    const bytes = new Uint8Array([...'T', 0xfc, ...'ketim Miktar', 0xfd, 0x20, ...'A', 0xe7, 0xfd, 0xf0, 0xfd, 0x20, 0xde, 0xfd].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(decodeBytes(bytes)).toEqual({ text: 'Tüketim Miktarı Açığı Şı', encoding: 'windows-1254' });
  });
});
