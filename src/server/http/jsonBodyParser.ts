// JSON request bodies: the nesting depth is checked on the raw text, in one pass, before anything parses it
// (JSON.parse, ajv and structuredClone all recurse, so a body nested thousands deep would otherwise reach them),
// then the text is parsed as Fastify does, with secure-json-parse refusing `__proto__` and
// `constructor.prototype` keys (400) instead of keeping them. The body size limit stays the server's (1 MiB).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from './requestLocale';

/** Deeper than any request the contract describes (a report body is 3 levels deep), shallow enough for any parser. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether the JSON text opens more than `maxDepth` arrays and objects inside each other; brackets in strings do not count. */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}

function say(request: FastifyRequest, tr: string, en: string): string {
  return requestLocale(request) === 'tr' ? tr : en;
}

export function registerJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, maxDepth)) {
      done(new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: say(request, `İstek gövdesi çok derin iç içe; en çok ${maxDepth} düzey olabilir.`, `The request body is nested too deeply; at most ${maxDepth} levels are allowed.`) }]), undefined);
      return;
    }
    // Fastify's parser answers synchronously; its outcome is taken first so that `done` runs outside its try.
    let outcome: { error: Error | null; value: unknown } = { error: null, value: undefined };
    void secureParse(request, text, (error, value) => { outcome = { error: error ?? null, value }; });
    if (outcome.error && forbiddenKey(text)) {
      done(new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: say(request, 'İstek gövdesinde izin verilmeyen bir anahtar var (__proto__ ya da constructor.prototype).', 'The request body has a forbidden key (__proto__ or constructor.prototype).') }]), undefined);
      return;
    }
    done(outcome.error, outcome.value);
  });
}

/** Only asked after secure-json-parse refused the text: it is valid JSON, so what was refused is a poisoning key. */
function forbiddenKey(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
