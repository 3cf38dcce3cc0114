import { describe, expect, it } from 'vitest';
import { assertPublicTarget, checkWebhookUrl, isPrivateAddress } from './webhookTarget';

describe('webhook targets', () => {
  it('takes a public https address only', () => {
    expect(checkWebhookUrl('https://hooks.example.com/seffaflik', false)).toBeUndefined();
    for (const url of ['http://hooks.example.com/x', 'https://localhost/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://192.168.1.1/x',
      'https://172.20.0.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x', 'https://user:pw@hooks.example.com/', 'not a url', 42]) {
      expect(checkWebhookUrl(url, false), String(url)).toBeDefined();
    }
  });

  it('lets tests reach 127.0.0.1 over http, and nothing else changes', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', true)).toBeUndefined();
    expect(checkWebhookUrl('ftp://127.0.0.1/hook', true)).toBeDefined();
  });

  it('tells private addresses from public ones, IPv4-mapped IPv6 too', () => {
    expect(['127.0.0.1', '10.0.0.1', '100.64.0.1', '::ffff:192.168.0.1', '::1', 'fe80::1'].every(isPrivateAddress)).toBe(true);
    expect(['8.8.8.8', '1.1.1.1', '2606:4700::1111'].some(isPrivateAddress)).toBe(false);
  });

  it('refuses at send time a literal private address', async () => {
    await expect(assertPublicTarget('https://127.0.0.1/hook', false)).rejects.toThrow(/private/);
    await expect(assertPublicTarget('https://127.0.0.1/hook', true)).resolves.toBeUndefined();
  });
});
