// Decodes an export's bytes: UTF-8 (with or without BOM) when the bytes are valid UTF-8, otherwise Windows-1254,
// the code page of the operator's older Turkish exports (a lone `ı` or `ş` byte is invalid UTF-8).
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1254';

export interface DecodedText { text: string; encoding: TextEncoding }

export function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
  }
}
