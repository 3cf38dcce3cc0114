import { describe, expect, it } from 'vitest';
import { fixtures } from '../../engine/testing/reportFixtures';
import { webServiceExamples } from './webServiceExamples';

// The guide's example is the shipped day-ahead price page: its addresses come from that descriptor.
const mcp = fixtures.mcp;
const bodyOf = (command: string) => JSON.parse(/-d '(\{.*\})'/.exec(command)?.[1] ?? 'null') as Record<string, unknown>;

describe('webServiceExamples', () => {
  const examples = webServiceExamples('https://seffaflik.example', 'en');

  it('names the server and the report’s real data and export addresses', () => {
    expect(examples.base).toBe('BASE="https://seffaflik.example"');
    expect(examples.call).toContain(`"$BASE/${mcp.api.service}${mcp.api.path}"`);
    expect(examples.export).toContain(`"$BASE/${mcp.api.service}${mcp.api.exportPath ?? ''}"`);
    expect(examples.ticket).toContain('curl -s -X POST "$BASE/cas/v1/tickets"');
    expect(examples.revoke).toBe('curl -s -X DELETE "$BASE/cas/v1/tickets/$TGT"');
  });

  it('sends valid JSON bodies with Istanbul dates, and the export type', () => {
    expect(bodyOf(examples.call)).toEqual({ startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' });
    expect(bodyOf(examples.export)).toMatchObject({ exportType: 'XLSX' });
    expect(JSON.parse(examples.paging)).toMatchObject({ page: { number: 2, size: 24, sort: { field: 'price', direction: 'DESC' } } });
    expect(examples.call).toContain('-H "TGT: $TGT"');
  });

  it('asks for messages and files in the reader’s language', () => {
    expect(examples.call).toContain('Accept-Language: en-US');
    expect(webServiceExamples('https://x', 'tr').call).toContain('Accept-Language: tr-TR');
  });
});
