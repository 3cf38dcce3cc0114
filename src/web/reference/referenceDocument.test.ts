// Reading an OpenAPI document for the reference pages: operations, search, request and response fields.
import { describe, expect, it } from 'vitest';
import { requestFields, responseFields, searchOperations, toOperations, type OpenApiDocument } from './referenceDocument';

const document: OpenApiDocument = {
  info: { title: 'Electricity' },
  paths: {
    '/electricity-service/v1/markets/dam/data/mcp': {
      post: {
        operationId: 'dam-mcp', summary: 'Piyasa Takas Fiyatı (PTF)', 'x-report-id': 'dam-mcp',
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['startDate'], properties: { startDate: { type: 'string', format: 'date-time' }, region: { type: ['string', 'null'], enum: ['TR1', null] } } }, example: { startDate: 'x' } } } },
        responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { price: { type: ['number', 'null'], 'x-unit': 'TL/MWh', description: 'Price' } } } }, statistic: { type: 'object', properties: { priceAvg: { type: ['number', 'null'], 'x-unit': 'TL/MWh' } } } } } } } } },
      },
    },
    '/electricity-service/v1/generation/data/powerplant-list': { get: { operationId: 'lookup-powerplant-list', summary: 'Santral listesi', 'x-lookup-id': 'powerplant-list', responses: { 200: { content: {} } } } },
  },
};

describe('referenceDocument', () => {
  const operations = toOperations(document);

  it('lists each operation with its kind', () => {
    expect(operations.map((op) => [op.operationId, op.method, op.kind])).toEqual([['dam-mcp', 'POST', 'data'], ['lookup-powerplant-list', 'GET', 'lookup']]);
  });

  it('finds operations by any word of title, path or id, Turkish letters folded', () => {
    expect(searchOperations(operations, 'takas').map((op) => op.operationId)).toEqual(['dam-mcp']);
    expect(searchOperations(operations, 'SANTRAL list').map((op) => op.operationId)).toEqual(['lookup-powerplant-list']);
    expect(searchOperations(operations, 'fiyati dam')).toHaveLength(1);
    expect(searchOperations(operations, '')).toHaveLength(2);
  });

  it('reads request fields with type, required and values, and response fields with units', () => {
    expect(requestFields(operations[0]!)).toEqual([
      { name: 'startDate', type: 'string (date-time)', required: true, description: '' },
      { name: 'region', type: 'string | null', required: false, description: '', values: ['TR1'] },
    ]);
    const response = responseFields(operations[0]!);
    expect(response.items).toEqual([{ name: 'price', type: 'number | null', required: false, unit: 'TL/MWh', description: 'Price' }]);
    expect(response.summary[0]).toMatchObject({ name: 'priceAvg', unit: 'TL/MWh' });
  });
});
