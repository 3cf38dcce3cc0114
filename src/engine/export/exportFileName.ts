// Download file names: report id and date range, ASCII only, so every browser, mail gateway and
// file system keeps them intact (dam-mcp_2024-07-01_2024-07-31.xlsx).
import type { ExportFormat } from './exportInput';

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U',
};

function toAsciiPart(text: string): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Request dates come as ISO timestamps with an offset; the file name needs only the calendar day. */
function toDatePart(value: string | undefined): string {
  if (value === undefined) return '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day ? day[0] : toAsciiPart(value);
}

export function exportFileName(
  reportId: string,
  start: string | undefined,
  end: string | undefined,
  format: ExportFormat,
): string {
  const parts = [toAsciiPart(reportId) || 'report', toDatePart(start), toDatePart(end)].filter((p) => p !== '');
  return `${parts.join('_')}.${format}`;
}
