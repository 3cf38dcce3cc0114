// What a caller of request() may ask for. Only GET and POST exist: the operator's API has no other verbs.
export type RequestMethod = 'GET' | 'POST';

export type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

export interface RequestOptions {
  /** May hold `{name}` placeholders, filled from pathVariables. */
  url: string;
  method?: RequestMethod;
  /** Sent in the address; non-string values are JSON-encoded, undefined and null are left out. */
  query?: Record<string, QueryValue>;
  /** A POST's JSON body. */
  body?: unknown;
  /** A POST's form: FormData goes as multipart, the other two as form-urlencoded. Used instead of body. */
  form?: FormData | URLSearchParams | Record<string, string>;
  pathVariables?: Record<string, string | number>;
  /** A newer request with the same id cancels this one; the cancelled call resolves null, silently. */
  cancelId?: string;
  /** Ended by cancelPageRequests() when the page that made it goes away. Default true. */
  pageScoped?: boolean;
  /** The caller shows failures itself: nothing goes to the error modal. */
  suppressErrorModal?: boolean;
  /** A poll the reader did not ask for: neither the page loader nor the error modal. */
  background?: boolean;
  signal?: AbortSignal;
}

/** A request ready for fetch, whichever helper built it. */
export interface PreparedRequest {
  url: string;
  method: RequestMethod;
  body?: BodyInit;
  /** Left out for FormData: fetch writes the multipart boundary itself. */
  contentType?: string;
  accept: string;
}
