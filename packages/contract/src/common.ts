import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, CURRENCIES, PAYMENT_METHODS, PRICE_BANDS_RSD, RATING_MINIMUMS, USER_ROLES, type AuditAction } from './constants.ts';
import { isPhone } from './phone.ts';

export { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, CURRENCIES, PAYMENT_METHODS, PRICE_BANDS_RSD, RATING_MINIMUMS, USER_ROLES, type AuditAction };

/** The body of every non-2xx answer (CONTRACT.md, Conventions). */
export const ErrorBody = z
  .object({
    error: z.string().describe('kebab-case code, e.g. not-found, bad-request'),
    message: z.string(),
    details: z.array(z.unknown()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Numeric ids in paths and queries: digits only, positive, within int8 range we hand out. */
export const Id = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const IdParams = z.object({ id: Id });

/** Category and main-category ids: their tables are keyed by 4-byte integers, so at most 2^31 - 1. */
export const CategoryId = Id.max(2_147_483_647);

export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Price filter of SPEC.md 3: 1 all, 2 under 2000, 3 2000-5000, 4 5000-10000, 5 over 10000 (RSD). */
export const PriceFilter = z.coerce.number().int().min(1).max(5);
/** Rating filter of SPEC.md 3: 1 rating 5, 2 from 4.5, 3 from 3.5, 4 all. */
export const RatingFilter = z.coerce.number().int().min(1).max(4);

/**
 * Years a request date may name. Wider than any booking or statistic needs; the bound keeps date
 * arithmetic (a week or month around the date) inside four-digit years, where ISO dates sort as text.
 */
export const REQUEST_YEARS = { min: 1900, max: 2999 } as const;

/** Request dates: MM-DD-YYYY (SPEC.md 9) or ISO YYYY-MM-DD, years 1900 to 2999; normalised to ISO. */
export const RequestDate = z
  .string()
  .max(10)
  .transform((value, ctx) => {
    const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
    if (!y || !isRealDate(+y!, +m!, +d!)) {
      ctx.addIssue({ code: 'custom', message: `expected a date as MM-DD-YYYY or YYYY-MM-DD, years ${REQUEST_YEARS.min} to ${REQUEST_YEARS.max}` });
      return z.NEVER;
    }
    return `${y}-${m}-${d}`;
  })
  .describe(`MM-DD-YYYY or YYYY-MM-DD, years ${REQUEST_YEARS.min} to ${REQUEST_YEARS.max}`);

/** Open-slot dates: DD.MM.YYYY, years 1900 to 2999; normalised to ISO. */
export const DottedDate = z.string().max(10).transform((value, ctx) => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match || !isRealDate(+match[3]!, +match[2]!, +match[1]!)) {
    ctx.addIssue({ code: 'custom', message: `expected a date as DD.MM.YYYY, years ${REQUEST_YEARS.min} to ${REQUEST_YEARS.max}` });
    return z.NEVER;
  }
  return `${match[3]}-${match[2]}-${match[1]}`;
});

export const Time = z.string().max(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:mm');

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < REQUEST_YEARS.min || year > REQUEST_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A phone in a request: trimmed text of at most 30 characters that is a number that exists (phone.ts). */
export const PhoneText = z.string().trim().max(30).refine(isPhone, 'must be a phone number');
