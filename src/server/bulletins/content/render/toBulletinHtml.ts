// The bulletin as one HTML document: every style an attribute (the site's Content-Security-Policy allows style
// attributes but no <style> element or script), charts as inline SVG scaled to the page width, tables that
// scroll sideways on a phone, sections kept whole when printed. No script and no external resource.
import type { BlockBody, BulletinBlock, BulletinDocument, TableBlock } from '../bulletinModel';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const S = {
  body: 'margin:0;background:#ffffff;color:#1c2733;font-family:Roboto,Arial,\'Helvetica Neue\',sans-serif;font-size:15px;line-height:1.45',
  main: 'max-width:880px;margin:0 auto;padding:20px 16px 32px',
  title: 'font-size:24px;line-height:1.25;margin:0 0 4px;color:#0b3a63',
  period: 'font-size:17px;margin:0 0 10px;color:#33475b',
  intro: 'margin:0 0 10px',
  notice: 'margin:0 0 4px;font-size:13px;color:#4a5968',
  simulated: 'margin:8px 0;padding:6px 10px;font-size:13px;background:#fff4d6;border-left:4px solid #d69e00;color:#4a3a00',
  section: 'margin:22px 0 0;break-inside:avoid;page-break-inside:avoid',
  heading: 'font-size:18px;margin:0 0 8px;padding-bottom:4px;border-bottom:2px solid #d5dde6;color:#0b3a63',
  figures: 'margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:8px',
  figure: 'margin:0;padding:8px 10px;border:1px solid #d5dde6;border-radius:6px;background:#f7f9fb',
  figureLabel: 'margin:0;font-size:13px;color:#4a5968',
  figureValue: 'margin:2px 0 0;font-size:18px;font-weight:600;font-variant-numeric:tabular-nums',
  figureDetail: 'margin:2px 0 0;font-size:12.5px;color:#4a5968',
  scroll: 'overflow-x:auto;-webkit-overflow-scrolling:touch',
  table: 'border-collapse:collapse;width:100%;font-size:13px;font-variant-numeric:tabular-nums',
  th: 'text-align:left;padding:4px 8px;border-bottom:1.5px solid #8a97a8;background:#e8ecf1;vertical-align:bottom',
  td: 'padding:3px 8px;border-bottom:1px solid #e3e8ee;white-space:nowrap',
  chart: 'margin:0 0 8px',
  noData: 'margin:0;padding:8px 10px;background:#f2f4f7;border-radius:6px;color:#4a5968;font-style:italic',
  footer: 'margin:28px 0 0;padding-top:8px;border-top:1px solid #d5dde6;font-size:12.5px;color:#4a5968',
} as const;

const numericStyle = (numeric: boolean): string => (numeric ? ';text-align:right' : '');

function tableHtml(table: TableBlock): string {
  const head = table.columns.map((c) => `<th scope="col" style="${S.th}${numericStyle(c.numeric)}">${escape(c.label)}</th>`).join('');
  const rows = table.rows.map((row, r) => `<tr${r % 2 === 1 ? ' style="background:#f7f9fb"' : ''}>${row.map((cell, i) => `<td style="${S.td}${numericStyle(table.columns[i]?.numeric ?? false)}">${escape(cell)}</td>`).join('')}</tr>`).join('');
  return `<div style="${S.scroll}"><table style="${S.table}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The chart's SVG drawn at the page's width, whatever the screen: its size becomes a viewBox. */
function scalableSvg(svg: string, width: number, height: number, label: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (_match, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|viewBox|style)="[^"]*"/g, '');
    return `<svg${kept} viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}" style="width:100%;height:auto;display:block">`;
  });
}

function bodyHtml(body: BlockBody, heading: string): string {
  switch (body.kind) {
    case 'figures':
      return `<dl style="${S.figures}">${body.figures.map((f) => `<div style="${S.figure}"><dt style="${S.figureLabel}">${escape(f.label)}</dt><dd style="${S.figureValue};margin-left:0">${escape(f.value)}</dd>${f.detail ? `<dd style="${S.figureDetail};margin-left:0">${escape(f.detail)}</dd>` : ''}</div>`).join('')}</dl>`;
    case 'table':
      return tableHtml(body.table);
    case 'chart':
      return `<figure style="${S.chart}">${scalableSvg(body.svg, body.width, body.height, heading)}</figure>${body.table ? tableHtml(body.table) : ''}`;
    case 'noData':
      return `<p style="${S.noData}">${escape(body.message)}</p>`;
  }
}

const blockHtml = (block: BulletinBlock): string =>
  `<section style="${S.section}"><h2 style="${S.heading}">${escape(block.heading)}</h2>${bodyHtml(block.body, block.heading)}${block.note ? `<p style="${S.notice}">${escape(block.note)}</p>` : ''}</section>`;

export function toBulletinHtml(document: BulletinDocument, simulated: boolean): string {
  const [timeNotice, dataNotice] = document.notices;
  return [
    '<!DOCTYPE html>',
    `<html lang="${document.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(document.title)}</title>`,
    `<meta name="description" content="${escape(document.intro)}"></head>`,
    `<body style="${S.body}"><main style="${S.main}">`,
    `<header><h1 style="${S.title}">${escape(document.heading)}</h1><p style="${S.period}">${escape(document.periodLine)}</p>`,
    `<p style="${S.intro}">${escape(document.intro)}</p>`,
    timeNotice ? `<p style="${S.notice}">${escape(timeNotice)}</p>` : '',
    dataNotice ? `<p style="${simulated ? S.simulated : S.notice}">${escape(dataNotice)}</p>` : '',
    '</header>',
    ...document.blocks.map(blockHtml),
    `<footer style="${S.footer}"><p style="margin:0 0 4px">${escape(document.sourceLine)}</p><p style="margin:0">${escape(document.generatedLine)}</p></footer>`,
    '</main></body></html>',
  ].join('\n');
}
