import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail';

describe('the e-mail pattern', () => {
  it.each(['ayse.yilmaz@example.com.tr', 'a+b@sub.example.org', 'x_1@a-b.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'plain', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example.c', 'a@-example.com',
    'a@example-.com', '.a@example.com', 'a.@example.com', 'a..b@example.com', 'ayşe@example.com', `${'a'.repeat(65)}@example.com`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
