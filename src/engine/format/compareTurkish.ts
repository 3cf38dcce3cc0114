// Alphabetical order as a Turkish reader expects it (C < Ç < D, G < Ğ, I < İ, O < Ö, S < Ş, U < Ü), the same
// in every store and browser: databases sort text byte by byte, which puts "Çan" after "Zonguldak".
// Made on first use, not when the module loads (the first page's code imports this file).
let collator: Intl.Collator | undefined;

export function compareTurkish(a: string, b: string): number {
  collator ??= new Intl.Collator('tr', { sensitivity: 'variant', numeric: true });
  return collator.compare(a, b);
}
