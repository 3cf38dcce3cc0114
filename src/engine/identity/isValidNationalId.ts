// The Turkish national identity number (T.C. Kimlik No): 11 digits, not starting with 0, whose last two
// digits are check digits. 10th = ((d1+d3+d5+d7+d9)×7 − (d2+d4+d6+d8)) mod 10; 11th = (d1+…+d10) mod 10.

export type NationalIdProblem = 'length' | 'digits' | 'leadingZero' | 'tenthDigit' | 'eleventhDigit';

/** The first rule the text breaks, or undefined when it is a valid number. */
export function nationalIdProblem(text: string): NationalIdProblem | undefined {
  if (!/^\d*$/.test(text)) return 'digits';
  if (text.length !== 11) return 'length';
  if (text[0] === '0') return 'leadingZero';
  const d = [...text].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // JavaScript's % keeps the sign; the rule wants the non-negative remainder.
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return 'tenthDigit';
  if (d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 !== d[10]) return 'eleventhDigit';
  return undefined;
}

export function isValidNationalId(text: string): boolean {
  return nationalIdProblem(text) === undefined;
}
