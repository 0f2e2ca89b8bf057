import { IDENTITY_ERRORS as E } from '@zakazi/contract/paths';
import type { TFunction, TranslationKey } from '@/lib/i18n';
import { isServiceFailure, sharedErrorKey } from '../../lib/error-sentence.ts';

/**
 * Status (and error code) → i18n key under auth.errors. SPEC.md 5/8: a login failure under 500 is
 * invalid-credentials, 500 and above internal-server; the contract's 403/429 codes get their own
 * messages, because a user can act on them.
 */
export type LoginErrorKey =
  | 'invalidCredentials'
  | 'internalServer'
  | 'emailNotConfirmed'
  | 'accountDisabled'
  | 'tooManyAttempts'
  | 'network';

/**
 * How any of these calls fails before its own error codes count: no answer, the server's fault, too
 * many tries (the shared sentences of lib/error-sentence.ts; an identity call's 401, 403 and 404
 * are its own, below).
 */
function transportErrorKey(status: number): 'network' | 'internalServer' | 'tooManyAttempts' | null {
  return isServiceFailure(status) ? TRANSPORT[sharedErrorKey(status) as keyof typeof TRANSPORT] : null;
}
const TRANSPORT = { 'common.errors.offline': 'network', 'common.errors.server': 'internalServer', 'common.errors.tooMany': 'tooManyAttempts' } as const;

export function loginErrorKey(status: number, code: string | null | undefined): LoginErrorKey {
  const transport = transportErrorKey(status);
  if (transport) return transport;
  if (status === 403 && code === E.emailNotConfirmed) return 'emailNotConfirmed';
  if (status === 403 && code === E.accountDisabled) return 'accountDisabled';
  return 'invalidCredentials';
}

export type FormErrorKey =
  | 'weakPassword'
  | 'emailTaken'
  | 'invalidCode'
  | 'codeExpired'
  | 'codeDead'
  | 'invalidToken'
  | 'tokenExpired'
  | 'badInput'
  | 'tooManyAttempts'
  | 'internalServer'
  | 'network';

/** For sign-up, confirm and reset calls. */
export function formErrorKey(status: number, code: string | null | undefined): FormErrorKey {
  const transport = transportErrorKey(status);
  if (transport) return transport;
  switch (code) {
    case E.weakPassword: return 'weakPassword';
    case E.emailTaken: return 'emailTaken';
    case E.invalidCode: return 'invalidCode';
    case E.codeExpired: return 'codeExpired';
    case E.tooManyAttempts: return 'codeDead';
    case E.invalidToken: return 'invalidToken';
    case E.tokenExpired: return 'tokenExpired';
  }
  if (status === 409) return 'emailTaken';
  return 'badInput';
}

/** The text of each error (auth.errors.*). */
export const ERROR_TEXT = {
  invalidCredentials: 'auth.errors.invalidCredentials',
  internalServer: 'common.errors.server',
  emailNotConfirmed: 'auth.errors.emailNotConfirmed',
  accountDisabled: 'auth.errors.accountDisabled',
  tooManyAttempts: 'common.errors.tooMany',
  network: 'common.errors.offline',
  weakPassword: 'auth.errors.weakPassword',
  emailTaken: 'auth.errors.emailTaken',
  invalidCode: 'auth.errors.invalidCode',
  codeExpired: 'auth.errors.codeExpired',
  codeDead: 'auth.errors.codeDead',
  invalidToken: 'auth.errors.invalidToken',
  tokenExpired: 'auth.errors.tokenExpired',
  badInput: 'auth.errors.badInput',
} as const satisfies Record<LoginErrorKey | FormErrorKey, TranslationKey>;

/** Which field a form error belongs to, so it shows inline under that field. */
export function fieldOf(key: FormErrorKey): 'email' | 'password' | 'code' | null {
  if (key === 'emailTaken') return 'email';
  if (key === 'weakPassword') return 'password';
  if (key === 'invalidCode' || key === 'codeExpired' || key === 'codeDead') return 'code';
  return null;
}

/** Client-side password rules mirroring the server's (8..128); "common" is the server's call. */
export function passwordProblem(password: string): 'required' | 'tooShort' | 'tooLong' | null {
  if (!password) return 'required';
  if (password.length < 8) return 'tooShort';
  if (password.length > 128) return 'tooLong';
  return null;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The sign-up and login forms' message for an email field (form rule of @mantine/form). */
export function emailError(value: string, t: TFunction): string | null {
  if (!value.trim()) return t('auth.validation.emailRequired');
  return isEmail(value) ? null : t('auth.validation.email');
}

const PASSWORD_TEXT = {
  required: 'auth.validation.passwordRequired',
  tooShort: 'auth.validation.tooShort',
  tooLong: 'auth.validation.tooLong',
} as const satisfies Record<NonNullable<ReturnType<typeof passwordProblem>>, TranslationKey>;

/** The message for a new password's field, or null when the client-side rules hold. */
export function newPasswordError(value: string, t: TFunction): string | null {
  const pw = passwordProblem(value);
  if (!pw) return null;
  return t(PASSWORD_TEXT[pw]);
}
