// What an uploaded file really is, read from its first bytes (never from its name or the type the browser
// declared): a PNG or a JPEG, with its width and height when its header says them; anything else is null.

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg';
  /** The extension of its public address. */
  extension: 'png' | 'jpg';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Buffer): { width: number | null; height: number | null } {
  // The first chunk is IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  return { width: null, height: null };
}

/** The frame header (SOF0–SOF15 except DHT, JPG and DAC) holds the size; markers before it are skipped by length. */
function jpegSize(bytes: Buffer): { width: number | null; height: number | null } {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return { width: null, height: null };
    const marker = bytes[i + 1]!;
    if (marker === 0xff) { i += 1; continue; }
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return { width: null, height: null };
}

export function imageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', extension: 'png', ...pngSize(bytes) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg', ...jpegSize(bytes) };
  return null;
}
