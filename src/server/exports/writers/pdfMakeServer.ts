// pdfmake 0.3 on Node: the package exports one shared instance, configured here once. Fonts are the
// Roboto files pdfmake ships (they cover ğ ş ı İ ç ö ü; the PDF standard fonts do not), read from disk,
// and pdfmake may read nothing else and fetch nothing at all.
import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import { PDF_FONT } from '../../../engine/export/pdfFont';

const require = createRequire(import.meta.url);

// The package is CommonJS with `module.exports = instance`, which ESM named imports cannot see.
const pdfMake = require('pdfmake') as typeof PdfMake;

const robotoFile = (name: string): string => require.resolve(`pdfmake/fonts/Roboto/${name}`);

let configured = false;

export function pdfMakeForNode(): typeof PdfMake {
  if (!configured) {
    const fonts = {
      normal: robotoFile('Roboto-Regular.ttf'),
      bold: robotoFile('Roboto-Medium.ttf'),
      italics: robotoFile('Roboto-Italic.ttf'),
      bolditalics: robotoFile('Roboto-MediumItalic.ttf'),
    };
    const allowed = new Set(Object.values(fonts));
    pdfMake.setFonts({ [PDF_FONT]: fonts });
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((path) => allowed.has(path));
    configured = true;
  }
  return pdfMake;
}
