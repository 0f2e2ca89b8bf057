import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * Phone numbers, by libphonenumber-js (Google's libphonenumber rules: which numbers exist in which
 * country, how long they are). A number written without a country code is read as Serbian; one
 * with a code (+387 …, 00385 …) may be of any country, so customers and businesses of the region
 * are accepted too.
 *
 * On the wire a phone is the text as the person wrote it (trimmed): the server keeps it as given,
 * the web client sends the digits of its mask grouped as "064 123 4567". The request field is
 * common.ts's PhoneText; this file stays free of zod for the web client's phone fields.
 */
const HOME_COUNTRY: CountryCode = 'RS';

/**
 * The number `text` stands for, read as Serbian unless it carries a country code; undefined if it
 * is none. The whole text must be the number (not a number found inside other words).
 */
export function parsePhone(text: string): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, { defaultCountry: HOME_COUNTRY, extract: false });
}

/** True when `text` is a number that exists (its country's lengths and prefixes). */
export function isPhone(text: string): boolean {
  return parsePhone(text)?.isValid() ?? false;
}

/**
 * A phone as the digits a Serbian writes at home: "+381 64 1122334" and "064/112-2334" are both
 * 0641122334. A number of another country keeps its country code's digits (38761123456); text that
 * is no number, its digits as they are.
 */
export function nationalDigits(text: string): string {
  const phone = parsePhone(text);
  if (!phone) return text.replace(/\D/g, '');
  return phone.country === HOME_COUNTRY ? `0${phone.nationalNumber}` : `${phone.countryCallingCode}${phone.nationalNumber}`;
}

/**
 * A phone in international form without '+' (381641234567), as SMS gateways take it; null when the
 * text is no number that exists. `country`: the region a number without a country code is read
 * in (the business's, where known), Serbia by default.
 */
export function internationalDigits(text: string, country: CountryCode = HOME_COUNTRY): string | null {
  const phone = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return phone?.isValid() ? phone.number.slice(1) : null;
}
