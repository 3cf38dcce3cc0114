// The operator's "RestResponse" wrapper (EXIST), used by a few services such as interim-mcp-published-status:
// the payload sits in body.content, next to request bookkeeping. Clients (eptr2) read only body.content, so the
// bookkeeping is filled with what this server knows: the correlation id, the host, the caller's address.
import { hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';

export interface RestResponse<T> {
  status: 'OK';
  correlationId: string;
  spanIds: string[];
  hostName: string;
  clientIp: string;
  userName: string | null;
  successMessage: string | null;
  errors: { errorCode: string; errorMessage: string }[];
  unsuccessfulList: unknown[];
  dispatch: null;
  body: { content: T };
}

const HOST = hostname();

/** What the wrapper reads of a request: its id and the caller's address. */
export type RestResponseCaller = Pick<FastifyRequest, 'id' | 'ip'>;

export function toRestResponse<T>(request: RestResponseCaller, content: T): RestResponse<T> {
  return {
    status: 'OK',
    correlationId: request.id,
    spanIds: [],
    hostName: HOST,
    clientIp: request.ip,
    userName: null, // no signed-in identity yet
    successMessage: null,
    errors: [],
    unsuccessfulList: [],
    dispatch: null,
    body: { content },
  };
}
