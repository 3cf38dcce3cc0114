// An announcement's body as readers may see it: whatever the browser sent, only a small allow-list of HTML
// survives, rewritten by this walker rather than passed through. Paragraphs, headings h2–h4, bold, italic, line
// breaks, lists, links to http(s) or mailto (always rel="noopener noreferrer"), and images from our own media
// library (/media/<id>-<slug>.png|jpg). Script, style, iframes and the like go with their content; any other
// element is unwrapped (its text kept); attributes other than a link's href and an image's src and alt are dropped.
// The output is built here from parsed pieces, so it is well-formed whatever the input's tricks (nested or broken
// tags, entities hiding a scheme, NUL characters). Plain text (older announcements) stays plain text.

/** Elements kept, with the attributes each may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [], h2: [], h3: [], h4: [], strong: [], em: [], br: [], ul: [], ol: [], li: [], a: ['href'], img: ['src', 'alt'],
};
/** Older spellings taken as their modern element. */
const RENAMED: Readonly<Record<string, string>> = { b: 'strong', i: 'em' };
const VOID = new Set(['br', 'img']);
/** Elements whose content is raw text up to their end tag: dropped with it. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['svg', 'math', 'template', 'object', 'applet', 'select', 'head', 'frameset']);
/** A block element closes an open paragraph or heading first (they cannot hold blocks). */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol']);
const INLINE_HOLDERS = new Set(['p', 'h2', 'h3', 'h4']);

/** Our media library's public addresses (src/server/media): the only images a body may show. */
export const MEDIA_IMAGE_SRC = /^\/media\/[1-9][0-9]{0,14}-[a-z0-9-]{1,80}\.(png|jpg)$/;
const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', sol: '/', period: '.', lpar: '(', rpar: ')',
};

/** An attribute's value as the browser reads it; null when it holds an entity we do not know (so it is refused). */
export function decodeEntities(text: string): string | null {
  let unknown = false;
  const decoded = text.replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    const known = NAMED_ENTITIES[name.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? whole;
  });
  return unknown ? null : decoded;
}

const escapeText = (text: string) =>
  // An ampersand that starts a character reference stays one; any other is written out.
  text.replace(/&(?!(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link target a reader may follow: absolute http, https or mailto, nothing hidden in it. */
export function safeLink(raw: string): string | null {
  const href = decodeEntities(raw.trim());
  // Browsers drop tabs and line breaks inside a scheme ("java\tscript:"): any control or space character refuses.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (href === null || href.length === 0 || href.length > 2000 || /[\u0000-\u0020\u007f-\u009f]/.test(href)) return null;
  const scheme = LINK_SCHEMES.find((s) => href.toLowerCase().startsWith(s));
  if (!scheme) return null;
  try {
    const url = new URL(href);
    if (url.protocol !== scheme) return null;
    if (scheme !== 'mailto:' && (url.hostname === '' || url.username !== '' || url.password !== '')) return null;
  } catch {
    return null;
  }
  return href;
}

export function safeImageSource(raw: string): string | null {
  const src = decodeEntities(raw.trim());
  return src !== null && MEDIA_IMAGE_SRC.test(src) ? src : null;
}

interface Tag { name: string; closing: boolean; attributes: Map<string, string>; end: number }

const isLetter = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);

/** The tag starting at `<` at `start`, or null when it never ends (the rest of the input is then dropped). */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i += 1;
  const nameStart = i;
  while (i < html.length && !/[\s/>]/.test(html[i]!)) i += 1;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i += 1;
    if (i >= html.length) return null;
    if (html[i] === '>') return { name, closing, attributes, end: i + 1 };
    const attrStart = i;
    i += 1; // an attribute name may start with '='
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) i += 1;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && /\s/.test(html[i]!)) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html[i]!)) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i]!)) i += 1;
        value = html.slice(valueStart, i);
      }
    }
    // The first of a repeated attribute counts, as in browsers.
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

/** Where the raw text of `name` ends: just after its end tag, or the input's end. */
function skipRawText(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close < 0 ? html.length : close + 1;
}

function openTag(name: string, attributes: Map<string, string>): string | null {
  if (name === 'a') {
    const href = safeLink(attributes.get('href') ?? '');
    // A link without a safe target keeps its text only.
    return href === null ? null : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">`;
  }
  if (name === 'img') {
    const src = safeImageSource(attributes.get('src') ?? '');
    if (src === null) return null;
    const alt = decodeEntities(attributes.get('alt') ?? '') ?? '';
    return `<img src="${src}" alt="${escapeAttribute(alt.slice(0, 300))}">`;
  }
  return `<${name}>`;
}

export function sanitizeAnnouncementHtml(input: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  const html = input.replace(/\u0000/g, '');
  const out: string[] = [];
  const open: string[] = [];
  /** Elements dropped with their content: how deep inside them we are. */
  let droppedDepth = 0;
  const closeUpTo = (index: number) => {
    while (open.length > index) out.push(`</${open.pop()}>`);
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i && droppedDepth === 0) out.push(escapeText(html.slice(i, textEnd)));
    if (lt < 0) break;
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && html[lt + 2] === '>')) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (!isLetter(next) && !(next === '/' && isLetter(html[lt + 2]))) {
      // A '<' that starts no tag is text.
      if (droppedDepth === 0) out.push('&lt;');
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (tag === null) break;
    i = tag.end;
    const name = RENAMED[tag.name] ?? tag.name;
    if (!tag.closing && RAW_TEXT.has(name)) {
      i = skipRawText(html, i, name);
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      droppedDepth = Math.max(0, droppedDepth + (tag.closing ? -1 : 1));
      continue;
    }
    if (droppedDepth > 0 || !(name in ALLOWED)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) closeUpTo(at);
      continue;
    }
    if (BLOCKS.has(name) || name === 'li') {
      // Blocks cannot sit in a paragraph, a heading or a link: those close first, as a browser would close them.
      const holder = open.findIndex((o) => INLINE_HOLDERS.has(o) || o === 'a');
      if (holder >= 0) closeUpTo(holder);
    }
    // A list item directly in another one ends it.
    if (name === 'li' && open.at(-1) === 'li') closeUpTo(open.length - 1);
    if (name === 'a' && open.includes('a')) closeUpTo(open.indexOf('a'));
    const opened = openTag(name, tag.attributes);
    if (opened === null) continue;
    out.push(opened);
    if (!VOID.has(name)) open.push(name);
  }
  closeUpTo(0);
  return out.join('');
}
