import { describe, expect, it } from 'vitest';
import { matchRoute, reportPath } from './matchRoute';

describe('matchRoute', () => {
  it('finds the home page and report pages', () => {
    expect(matchRoute('/')).toEqual({ page: 'home' });
    expect(matchRoute('/reports/dam-mcp')).toEqual({ page: 'report', id: 'dam-mcp' });
    expect(matchRoute('/reports/dam-mcp/')).toEqual({ page: 'report', id: 'dam-mcp' });
    expect(matchRoute(reportPath('realtime-generation'))).toEqual({ page: 'report', id: 'realtime-generation' });
  });

  it('sends anything else to not found', () => {
    expect(matchRoute('/reports/')).toEqual({ page: 'notFound' });
    expect(matchRoute('/reports/Bad_Id')).toEqual({ page: 'notFound' });
    expect(matchRoute('/admin')).toEqual({ page: 'notFound' });
  });
});
