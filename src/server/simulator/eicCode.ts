// ENTSO-E Energy Identification Codes: 16 characters = issuing office (2) + object type (1) + 12 characters +
// a check character. Turkish resource objects (generation units) are issued by office 40 with type W.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/** The check character of the first 15 characters (weights 16…2, modulo 37); '-' cannot be a check character. */
export function eicCheckCharacter(first15: string): string | null {
  if (first15.length !== 15) throw new Error('EIC body must have 15 characters');
  let total = 0;
  for (let i = 0; i < 15; i++) {
    const value = ALPHABET.indexOf(first15[i]!);
    if (value < 0) throw new Error(`invalid EIC character '${first15[i]}'`);
    total += value * (16 - i);
  }
  const check = 36 - ((total - 1) % 37);
  return check === 36 ? null : ALPHABET[check]!;
}

export function isValidEic(code: string): boolean {
  return code.length === 16 && eicCheckCharacter(code.slice(0, 15)) === code[15];
}

/**
 * A unique, valid resource-object EIC for a plant number: '40W' + 12 characters whose tail encodes the
 * number (so codes never collide) and whose head varies with `salt` (so they do not look sequential).
 */
export function resourceObjectEic(plantNumber: number, salt: number): string {
  for (let attempt = 0; ; attempt++) {
    const tail = plantNumber.toString(36).toUpperCase().padStart(6, '0');
    const head = ((salt + attempt * 7919) % 36 ** 6 + 36 ** 6).toString(36).toUpperCase().slice(-6);
    const body = `40W${head}${tail}`;
    const check = eicCheckCharacter(body);
    if (check) return body + check;
  }
}
