// Lookup search folds text the way the menu search does (case with Turkish İ/ı, Turkish letters typed on a
// foreign keyboard, accents, punctuation): one rule, in the engine.
import { foldSearchText } from '../../../../engine/menu/foldSearchText';

export function foldForSearch(value: string): string {
  return foldSearchText(value);
}
