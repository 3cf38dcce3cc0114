// A small RFC 4180 reader: quoted fields may hold the delimiter, doubled quotes and line breaks. Every record
// keeps the 1-based line it starts on, so problems can point at `file:line`.
export interface SheetRow { line: number; cells: string[] }

/** The delimiter used most often outside quotes on the header line (`;` for today's exports, `,` for older ones). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

export function parseCsv(text: string, delimiter = detectDelimiter(text)): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let fieldStarted = false;
  const endRow = () => {
    cells.push(field);
    // Blank lines (and the trailing newline) are not records.
    if (cells.length > 1 || cells[0] !== '' || fieldStarted) rows.push({ line: startLine, cells });
    cells = []; field = ''; fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') { quoted = true; fieldStarted = true; } else if (ch === delimiter) { cells.push(field); field = ''; fieldStarted = true; } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      startLine = line;
    } else field += ch;
  }
  if (field !== '' || cells.length > 0 || fieldStarted) endRow();
  return rows;
}
