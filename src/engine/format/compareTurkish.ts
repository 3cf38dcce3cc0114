// Alphabetical order as a Turkish reader expects it (C < Ç < D, G < Ğ, I < İ, O < Ö, S < Ş, U < Ü), the same
// in every store and browser: databases sort text byte by byte, which puts "Çan" after "Zonguldak".
const collator = new Intl.Collator('tr', { sensitivity: 'variant', numeric: true });

export function compareTurkish(a: string, b: string): number {
  return collator.compare(a, b);
}
