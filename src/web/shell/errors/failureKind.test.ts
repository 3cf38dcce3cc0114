import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { failureKind } from './failureKind';

describe('failureKind', () => {
  it('tells offline from an unreachable server, and refusals from server errors', () => {
    expect(failureKind(new ApiError(0, []), false)).toBe('offline');
    expect(failureKind(new ApiError(0, []), true)).toBe('network');
    expect(failureKind(new ApiError(403, []), true)).toBe('refused');
    expect(failureKind(new ApiError(429, []), true)).toBe('refused');
    expect(failureKind(new ApiError(503, []), true)).toBe('server');
    expect(failureKind(new ApiError(400, [{ errorCode: 'X', errorMessage: 'no' }]), true)).toBe('invalid');
    expect(failureKind(new Error('boom'), true)).toBe('unknown');
  });
});
