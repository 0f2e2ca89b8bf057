import { isPhone, nationalDigits } from '@zakazi/contract/phone';

/**
 * Every phone field of the web client: the mask it is typed into, the text it is sent as and
 * whether it holds a number (the contract's own check, libphonenumber-js's rules).
 */

/** SPEC.md 5 phone mask "(###) ### - ####". */
export const PHONE_MASK = '(000) 000 - 0000';

/** The mask filled from a stored phone in any form ("064 123 4567", "+381 64 1234567"). */
export function maskedPhone(stored: string | null | undefined): string {
  const digits = nationalDigits(stored ?? '').slice(0, 10);
  if (!digits) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  let out = `(${parts[0]}`;
  if (digits.length >= 3) out += ')';
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += ` - ${parts[2]}`;
  return out;
}

/** The masked value as the API receives it: "064 123 4567"; null when the field is empty. */
export function phoneForApi(masked: string): string | null {
  const digits = masked.replace(/\D/g, '');
  if (!digits) return null;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/** True when the field is empty or holds a number that exists (a complete one). */
export function phoneComplete(masked: string): boolean {
  const forApi = phoneForApi(masked);
  return forApi === null || isPhone(forApi);
}

/** True when the field holds a number that exists (a required phone). */
export function phoneGiven(masked: string): boolean {
  const forApi = phoneForApi(masked);
  return forApi !== null && isPhone(forApi);
}
