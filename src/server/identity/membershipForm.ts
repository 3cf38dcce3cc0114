// The membership request form's rules, one message per field (shown beside it): required fields, lengths and
// usable characters, the national identity number's 11 digits and two checksum digits, the e-mail pattern.
import { isValidEmail } from '../../engine/identity/isValidEmail';
import { nationalIdProblem, type NationalIdProblem } from '../../engine/identity/isValidNationalId';
import type { Locale } from '../../engine/locale/locale';
import { unusableCharacters } from './formText';
import { identityWords } from './pages/identityText';

export interface MembershipForm { name: string; surname: string; nationalId: string; email: string; organization: string; purpose: string }
export type MembershipField = keyof MembershipForm;

const MAX: Record<MembershipField, number> = { name: 100, surname: 100, nationalId: 11, email: 254, organization: 200, purpose: 1000 };

const NATIONAL_ID_MESSAGES: Record<NationalIdProblem, Record<Locale, string>> = {
  digits: { tr: 'Yalnızca rakam yazın.', en: 'Use digits only.' },
  length: { tr: 'Kimlik numarası 11 haneli olmalı.', en: 'The number has 11 digits.' },
  leadingZero: { tr: 'Kimlik numarası 0 ile başlamaz.', en: 'The number does not start with 0.' },
  tenthDigit: { tr: 'Kimlik numarası geçersiz: 10. hane tutmuyor.', en: 'Not a valid number: the 10th digit does not match.' },
  eleventhDigit: { tr: 'Kimlik numarası geçersiz: 11. hane tutmuyor.', en: 'Not a valid number: the 11th digit does not match.' },
};

export function membershipProblems(form: MembershipForm, locale: Locale): Partial<Record<MembershipField, string>> {
  const problems: Partial<Record<MembershipField, string>> = {};
  for (const name of Object.keys(MAX) as MembershipField[]) {
    if (form[name] === '') problems[name] = identityWords(locale, 'fieldRequired');
    else if (form[name].length > MAX[name] && name !== 'nationalId') problems[name] = identityWords(locale, 'fieldTooLong', { max: MAX[name] });
    else if (unusableCharacters(form[name], name === 'purpose')) problems[name] = identityWords(locale, 'fieldBadCharacters');
  }
  if (!problems.nationalId) {
    const problem = nationalIdProblem(form.nationalId);
    if (problem) problems.nationalId = NATIONAL_ID_MESSAGES[problem][locale];
  }
  if (!problems.email && !isValidEmail(form.email)) problems.email = identityWords(locale, 'emailInvalid');
  return problems;
}

export const MEMBERSHIP_MAX_LENGTH = MAX;
