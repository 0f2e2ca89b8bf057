import { z } from 'zod';
import { TokenResponse } from './identity.ts';

/**
 * Accounts a business can trust (CONTRACT.md "Third release", Accounts): two-step sign-in with an
 * authenticator app, the caller's sessions, and everything the service keeps about the caller.
 */

/** A 6-digit authenticator code, or a recovery code (`xxxxx-xxxxx`) where one is accepted. */
const Code = z.string().trim().min(1).max(32).describe('the 6-digit code of the authenticator app, or an unused recovery code');

export const TwoStepSetupResponse = z
  .object({
    secret: z.string().describe('base32, to type into the authenticator app'),
    otpauthUrl: z.string().describe('otpauth://totp/… for the QR code'),
  })
  .meta({ id: 'TwoStepSetupResponse' });
export type TwoStepSetupResponse = z.infer<typeof TwoStepSetupResponse>;

export const TwoStepEnableBody = z.object({ code: z.string().trim().max(16).regex(/^\d{6}$/, 'the 6-digit code of the app') }).meta({ id: 'TwoStepEnableBody' });
export const RecoveryCodesResponse = z
  .object({ recoveryCodes: z.array(z.string()).describe('10 codes, each usable once instead of an app code; shown only now') })
  .meta({ id: 'RecoveryCodesResponse' });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

export const TwoStepDisableBody = z.object({ password: z.string().max(1024), code: Code }).meta({ id: 'TwoStepDisableBody' });
export type TwoStepDisableBody = z.input<typeof TwoStepDisableBody>;

export const TwoStepStatus = z
  .object({
    enabled: z.boolean(),
    required: z.boolean().describe('a super-admin requires it of business accounts and this is one'),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoStepStatus' });
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/** Login's answer for an account with two-step sign-in: no tokens, a code is owed. */
export const SecondStepOwed = z
  .object({ mfaRequired: z.literal(true), mfaToken: z.string().describe('for login/2fa; valid 5 minutes, one use') })
  .meta({ id: 'SecondStepOwed' });
export type SecondStepOwed = z.infer<typeof SecondStepOwed>;
export const LoginResponse = z.union([TokenResponse, SecondStepOwed]).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SecondStepBody = z.object({ mfaToken: z.string().min(1).max(200), code: Code }).meta({ id: 'SecondStepBody' });
export type SecondStepBody = z.input<typeof SecondStepBody>;

export const Sesija = z
  .object({
    id: z.string(),
    kreirana: z.string().describe('ISO 8601: when the sign-in happened'),
    poslednjaAktivnost: z.string().describe('ISO 8601: the last token issue (sign-in or refresh, every ~15 minutes while in use)'),
    uredjaj: z.string().describe('browser and system from the User-Agent, in words; empty when unknown'),
    trenutna: z.boolean().describe('the session of this request'),
  })
  .meta({ id: 'Sesija' });
export type Sesija = z.infer<typeof Sesija>;
export const SesijaParams = z.object({ id: z.uuid().max(36).describe('the session id (a UUID)') });

export const AccountPolicy = z
  .object({ dvaKorakaZaPoslovne: z.boolean().describe('every owner and employee account must turn on two-step sign-in') })
  .meta({ id: 'AccountPolicy' });
export type AccountPolicy = z.infer<typeof AccountPolicy>;

/** GET /api/Profil/izvoz: everything the service keeps about the caller. */
export const ProfilIzvoz = z
  .object({
    profil: z.record(z.string(), z.unknown()),
    zakazivanja: z.array(z.record(z.string(), z.unknown())),
    utisci: z.array(z.record(z.string(), z.unknown())),
    favoriti: z.array(z.record(z.string(), z.unknown())),
    obavestenja: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'ProfilIzvoz' });
export type ProfilIzvoz = z.infer<typeof ProfilIzvoz>;
