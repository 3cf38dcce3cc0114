// The operations of one descriptor: its data call (POST, or GET for a dashboard) and, when it has one, its export
// call, each with its request schema, answer schema and an example of both.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { DATA_ERRORS } from './commonComponents';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';
import { reportAnswerSchema } from './reportAnswerSchema';
import { exampleAnswer, exampleRequest } from './reportExamples';
import { reportRequestSchema } from './reportRequestSchema';

type Operation = Record<string, unknown>;
export interface PathOperation { path: string; method: 'get' | 'post'; operation: Operation }

const EXPORT_TYPES: Readonly<Record<string, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  pdf: 'application/pdf',
};

/** Who may call: a ticket or a session; the home page's dashboards anyone. */
const MEMBER_SECURITY = [{ TGT: [] }, { session: [] }];

/** The operation id of a report's export call (its data call's id is the report's id). */
export const exportOperationId = (reportId: string): string => `${reportId}-export`;

export function reportOperations(descriptor: ReportDescriptor, doc: DocText): PathOperation[] {
  const { text, titles } = doc;
  const dashboard = descriptor.api.method === 'GET';
  const tag = descriptor.menu?.parent ?? 'dashboard';
  const requestExample = exampleRequest(descriptor);
  const answerExample = exampleAnswer(descriptor);
  const data: PathOperation = {
    path: `/${descriptor.api.service}${descriptor.api.path}`,
    method: dashboard ? 'get' : 'post',
    operation: {
      operationId: descriptor.id,
      summary: text(descriptor.title),
      description: dashboard ? `${text(descriptor.description)} ${text(openApiText.dashboardCall)}` : text(descriptor.description),
      ...titles(descriptor.title),
      tags: [tag],
      'x-report-id': descriptor.id,
      ...(descriptor.pageId !== undefined ? { 'x-page-id': descriptor.pageId } : {}),
      ...(descriptor.api.exportPath && descriptor.export.length > 0 ? { 'x-export-operation': exportOperationId(descriptor.id) } : {}),
      security: dashboard ? [] : MEMBER_SECURITY,
      ...(dashboard ? {} : {
        requestBody: { required: true, content: { 'application/json': { schema: reportRequestSchema(descriptor, doc), example: requestExample } } },
      }),
      responses: {
        200: { description: text(openApiText.answer), content: { 'application/json': { schema: reportAnswerSchema(descriptor, doc, answerExample), example: answerExample } } },
        ...DATA_ERRORS,
      },
    },
  };
  if (!descriptor.api.exportPath || descriptor.export.length === 0) return [data];
  const exportType = descriptor.export.includes('xlsx') ? 'XLSX' : descriptor.export[0]!.toUpperCase();
  const exportCall: PathOperation = {
    path: `/${descriptor.api.service}${descriptor.api.exportPath}`,
    method: 'post',
    operation: {
      operationId: exportOperationId(descriptor.id),
      summary: `${text(descriptor.title)}: ${text(openApiText.exportCall)}`,
      description: text(openApiText.exportFile),
      'x-title-tr': `${descriptor.title.tr}: ${openApiText.exportCall.tr}`,
      'x-title-en': `${descriptor.title.en}: ${openApiText.exportCall.en}`,
      tags: [tag],
      'x-report-id': descriptor.id,
      security: MEMBER_SECURITY,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: reportRequestSchema(descriptor, doc, { exportRoute: true }), example: { ...requestExample, exportType } } },
      },
      responses: {
        200: {
          description: text(openApiText.exportFile),
          headers: { 'Content-Disposition': { schema: { type: 'string' } } },
          content: Object.fromEntries(descriptor.export.map((format) => [EXPORT_TYPES[format] ?? 'application/octet-stream', { schema: { type: 'string', format: 'binary' } }])),
        },
        ...DATA_ERRORS,
      },
    },
  };
  return [data, exportCall];
}
