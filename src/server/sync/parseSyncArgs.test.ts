import { describe, expect, it } from 'vitest';
import { parseSyncArgs, UsageError } from './parseSyncArgs';

describe('npm run sync arguments', () => {
  it('reads every option, in both --name value and --name=value forms', () => {
    expect(parseSyncArgs(['--', '--from', 'http://127.0.0.1:8080/', '--user=ayse', '--since', '2024-07-01', '--until', '2024-07-07', '--only', 'dam.mcp, bpm.smp']))
      .toEqual({ from: 'http://127.0.0.1:8080', user: 'ayse', since: '2024-07-01', until: '2024-07-07', only: ['dam.mcp', 'bpm.smp'] });
    expect(parseSyncArgs(['--from', 'https://example.org', '--since', '2024-07-01'])).toEqual({ from: 'https://example.org', since: '2024-07-01' });
  });

  it.each([
    [['--since', '2024-07-01'], '--from is required'],
    [['--from', 'http://x'], '--since is required'],
    [['--from', 'ftp://x', '--since', '2024-07-01'], 'http or https'],
    [['--from', 'not a url', '--since', '2024-07-01'], 'is not a URL'],
    [['--from', 'http://u:secret@x', '--since', '2024-07-01'], 'must not carry credentials'],
    [['--from', 'http://x', '--since', '01.07.2024'], '--since must be a day'],
    [['--from', 'http://x', '--since', '2024-02-30'], '--since must be a day'],
    [['--from', 'http://x', '--since', '2024-07-02', '--until', '2024-07-01'], 'is before --since'],
    [['--from', 'http://x', '--since', '2024-07-01', '--password', 'p'], 'unknown argument "--password"'],
    [['--from', '--since', '2024-07-01'], '--from needs a value'],
    [['--from', 'http://x', '--since', '2024-07-01', '--since', '2024-07-02'], 'given twice'],
    [['--from', 'http://x', '--since', '2024-07-01', '--only', ','], 'at least one dataset'],
  ])('%j is a usage error: %s', (argv, message) => {
    expect(() => parseSyncArgs(argv)).toThrow(UsageError);
    expect(() => parseSyncArgs(argv)).toThrow(message);
  });
});
