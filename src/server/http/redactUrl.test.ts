import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it('masks tickets and tokens in addresses and leaves the rest', () => {
    expect(redactUrl('/cas/v1/tickets/TGT-abc_DEF-123')).toBe('/cas/v1/tickets/TGT-***');
    expect(redactUrl('/auth/set-password?token=secret123&lang=en')).toBe('/auth/set-password?token=***&lang=en');
    expect(redactUrl('/electricity-service/v1/markets/dam/data/mcp')).toBe('/electricity-service/v1/markets/dam/data/mcp');
    expect(redactUrl('/app-api/dashboard/shared/k3Yh_9xQ?x=1')).toBe('/app-api/dashboard/shared/***?x=1');
    expect(redactUrl('/dashboard/shared/k3Yh_9xQ')).toBe('/dashboard/shared/***');
  });
});
