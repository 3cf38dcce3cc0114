// The zip itself, built in the browser with JSZip (loaded only when a reader asks for a whole-page download).
// Text files are stored as UTF-8; already-compressed files (PNG, XLSX) are stored as they are. File times are
// Istanbul time.
import JSZip from 'jszip';
import type { BundleFile } from './bundleListing';

const STORED_AS_IS = /\.(png|xlsx)$/i;

/** Istanbul is UTC+3 all year; a zip stores wall-clock times and JSZip writes the date's UTC fields. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export async function buildZip(files: readonly BundleFile[], at = new Date()): Promise<Blob> {
  const zip = new JSZip();
  // The files' times in the listing of any unzip tool are Istanbul time, like every time inside them.
  const date = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  for (const file of files) {
    zip.file(file.path, file.data, { date, ...(STORED_AS_IS.test(file.path) ? { compression: 'STORE' as const } : {}) });
  }
  return zip.generateAsync({ type: 'blob', mimeType: 'application/zip', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
