// A password made up by the server (first start, npm run admin -- reset-password): 16 random letters from an
// alphabet without look-alikes and a digit group, about 90 bits: easy to type, hard to guess, and it passes the
// password rules.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

export function generatedPassword(): string {
  const letters = [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${letters.slice(0, 8)}-${letters.slice(8)}-${100 + (randomBytes(2).readUInt16BE() % 900)}`;
}
