// Which body a route reads: the operator's services and the app API read JSON only, a route whose config says
// `body: 'form'` (the ticket service) a form only. A body of another type is a 415 before it is read, so a form
// or a text body never reaches a data route as a parsed object or a string. GET and HEAD bodies are never read
// (web-service clients send GET with `{}`), and a request without a content type and without a body passes.
import { errorCodes, type FastifyInstance, type preParsingHookHandler } from 'fastify';
import { SERVICE_PREFIXES } from '../identity/routeAccess';

export type BodyKind = 'json' | 'form';

const JSON_PREFIXES = [...SERVICE_PREFIXES, '/app-api/'];
const MEDIA_TYPES: Record<BodyKind, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };
const BODYLESS = new Set(['GET', 'HEAD']);

/** The body a route reads: what it declares, else JSON under the service prefixes and /app-api/, else any. */
export function expectedBody(routeUrl: string | undefined, declared: BodyKind | undefined): BodyKind | undefined {
  if (declared) return declared;
  return routeUrl !== undefined && JSON_PREFIXES.some((prefix) => routeUrl.startsWith(prefix)) ? 'json' : undefined;
}

/** Whether a Content-Type header names the media type of that body (parameters such as charset aside). */
export function contentTypeFits(header: string | undefined, kind: BodyKind): boolean {
  if (header === undefined) return true; // no type: an empty body, or Fastify's own 415 for a body it cannot type
  return header.split(';', 1)[0]!.trim().toLowerCase() === MEDIA_TYPES[kind];
}

export function registerBodyContentTypeRule(app: FastifyInstance): void {
  // preParsing: after every onRequest hook (access control has seen the caller), before the body is read. The
  // rule is each route's own, worked out once when the route is added; a route that reads any body has none.
  app.addHook('onRoute', (route) => {
    const kind = expectedBody(route.url ?? route.path, (route.config as { body?: BodyKind } | undefined)?.body);
    if (!kind) return;
    const rule: preParsingHookHandler = (request, _reply, payload, done) => {
      if (!BODYLESS.has(request.method) && !contentTypeFits(request.headers['content-type'], kind)) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
        return;
      }
      done(null, payload);
    };
    route.preParsing = [...(route.preParsing === undefined ? [] : [route.preParsing].flat()), rule];
  });
}
