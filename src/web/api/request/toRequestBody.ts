// A POST's body and its Content-Type: a form when one is given, otherwise JSON.
import type { RequestOptions } from './requestOptions';

export interface RequestBody {
  body?: BodyInit;
  contentType?: string;
}

export function toRequestBody({ body, form }: Pick<RequestOptions, 'body' | 'form'>): RequestBody {
  // FormData: fetch sets multipart/form-data with its boundary, so no Content-Type of ours.
  if (form instanceof FormData) return { body: form };
  if (form instanceof URLSearchParams) return { body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (form !== undefined) return toRequestBody({ form: new URLSearchParams(form) });
  if (body === undefined) return {};
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
