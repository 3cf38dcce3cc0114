// A formatted announcement body into React elements: the browser parses it in an inert document (no script runs,
// nothing loads), and only the readers' allow-list is copied out (the server's sanitizeAnnouncementHtml.ts keeps
// the same), so even a body that slipped past the server shows no script, handler, style or foreign image.
import { createElement, type ReactNode } from 'react';

const ELEMENTS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'br', 'ul', 'ol', 'li', 'a', 'img']);
const RENAMED: Readonly<Record<string, string>> = { b: 'strong', i: 'em' };
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'title', 'select']);
const INLINE = new Set(['strong', 'em', 'br', 'a', 'img']);
/** Our media library's public addresses: the only images shown. */
const MEDIA_IMAGE_SRC = /^\/media\/[1-9][0-9]{0,14}-[a-z0-9-]{1,80}\.(png|jpg)$/;

const FORMATTED = /<(p|h[2-4]|ul|ol|li|strong|em|b|i|a|br|img)[\s/>]/i;

/** Whether a body is formatted (HTML) rather than plain text. */
export function isFormattedBody(text: string): boolean {
  return FORMATTED.test(text);
}

function safeHref(href: string | null): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (href === null || /[\u0000-\u0020]/.test(href)) return null;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) && href.toLowerCase().startsWith(url.protocol) ? href : null;
  } catch {
    return null;
  }
}

function toNode(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const name = RENAMED[tag] ?? tag;
  if (DROPPED.has(name)) return null;
  const children = toNodes(element.childNodes);
  if (!ELEMENTS.has(name)) return children.length > 0 ? <span key={key}>{children}</span> : null;
  if (name === 'br') return <br key={key} />;
  if (name === 'img') {
    const src = element.getAttribute('src');
    return src !== null && MEDIA_IMAGE_SRC.test(src) ? <img key={key} src={src} alt={element.getAttribute('alt') ?? ''} loading="lazy" /> : null;
  }
  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'));
    return href === null ? <span key={key}>{children}</span> : <a key={key} href={href} rel="noopener noreferrer" target="_blank">{children}</a>;
  }
  return createElement(name, { key }, ...children);
}

function toNodes(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return [...nodes].map(toNode).filter((n) => n !== null && n !== '');
}

/** The body's elements; loose text and inline elements at the top are gathered into paragraphs. */
export function toAnnouncementNodes(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out: ReactNode[] = [];
  let loose: ReactNode[] = [];
  const flush = () => {
    if (loose.some((n) => typeof n !== 'string' || n.trim() !== '')) out.push(<p key={`p${out.length}`}>{loose}</p>);
    loose = [];
  };
  [...body.childNodes].forEach((child, i) => {
    const name = child.nodeType === Node.ELEMENT_NODE ? (child as Element).tagName.toLowerCase() : '#text';
    if (name === '#text' || INLINE.has(RENAMED[name] ?? name)) loose.push(toNode(child, i));
    else {
      flush();
      const node = toNode(child, i);
      if (node !== null) out.push(node);
    }
  });
  flush();
  return out;
}
