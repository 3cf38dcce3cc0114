// One web-service call written out three ways (curl, Python requests, JavaScript fetch), with the ticket header
// as the web-service guide teaches (TGT from POST /cas/v1/tickets) and the request's language.
import type { Locale } from '../../engine/locale/locale';

export interface ApiCall { method: 'GET' | 'POST'; url: string; body?: unknown }
export interface ApiCallSnippets { curl: string; python: string; javascript: string }

export function apiCallSnippets({ method, url, body }: ApiCall, locale: Locale): ApiCallSnippets {
  const language = locale === 'tr' ? 'tr-TR' : 'en-US';
  const json = body === undefined ? undefined : JSON.stringify(body, null, 2);
  const curl = [
    `curl -s -X ${method} "${url}" \\`,
    '  -H "TGT: $TGT" \\',
    `  -H "Accept-Language: ${language}"${json ? ' \\' : ''}`,
    ...(json ? ['  -H "Content-Type: application/json" \\', `  -d '${JSON.stringify(body)}'`] : []),
  ].join('\n');
  const python = [
    'import os',
    'import requests',
    '',
    `response = requests.${method.toLowerCase()}(`,
    `    "${url}",`,
    `    headers={"TGT": os.environ["TGT"], "Accept-Language": "${language}"},`,
    ...(json ? [`    json=${pythonLiteral(json)},`] : []),
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
  const javascript = [
    `const response = await fetch("${url}", {`,
    `  method: "${method}",`,
    `  headers: { TGT: process.env.TGT, "Accept-Language": "${language}"${json ? ', "Content-Type": "application/json"' : ''} },`,
    ...(json ? [`  body: JSON.stringify(${indent(json, '  ')}),`] : []),
    '});',
    'console.log(await response.json());',
  ].join('\n');
  return { curl, python, javascript };
}

/** JSON as a Python literal: true/false/null become True/False/None (outside strings). */
function pythonLiteral(json: string): string {
  return indent(json.replace(/("(?:[^"\\]|\\.)*")|\btrue\b|\bfalse\b|\bnull\b/g, (match, text: string | undefined) => text ?? ({ true: 'True', false: 'False', null: 'None' } as Record<string, string>)[match]!), '    ');
}

function indent(text: string, by: string): string {
  return text.split('\n').map((line, i) => (i === 0 ? line : `${by}${line}`)).join('\n');
}
