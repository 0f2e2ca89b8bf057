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

// ---- passkeys (WebAuthn) ---------------------------------------------------------------------

/** base64url, as WebAuthn's JSON forms carry every binary value. */
const B64Url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, 'base64url');

/** A registered passkey, as the profile lists it. */
export const PristupniKljuc = z
  .object({
    id: z.number().int(),
    naziv: z.string().describe('a name for the user: the device it was made on'),
    kreiran: z.string().describe('ISO 8601'),
    poslednjeKoriscenje: z.string().nullable().describe('ISO 8601: the last sign-in with it; null when never used'),
    sinhronizovan: z.boolean().describe('backed up to the user\'s other devices (a multi-device passkey)'),
  })
  .meta({ id: 'PristupniKljuc' });
export type PristupniKljuc = z.infer<typeof PristupniKljuc>;

/** WebAuthn's options JSON for navigator.credentials.create()/get() (what @simplewebauthn/browser takes as optionsJSON). */
export const PasskeyOptions = z
  .looseObject({ challenge: z.string().describe('base64url; valid 5 minutes, one use'), rpId: z.string().optional(), timeout: z.number().optional() })
  .meta({ id: 'PasskeyOptions' });

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser's startRegistration gives it. */
const RegistrationResponse = z.object({
  id: B64Url(1400),
  rawId: B64Url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64Url(8000),
    attestationObject: B64Url(40_000),
    authenticatorData: B64Url(40_000).optional(),
    publicKey: B64Url(8000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
});

export const PasskeyRegistrationBody = z
  .object({
    odgovor: RegistrationResponse.describe('startRegistration()\'s result for the options of pristupni-kljucevi/opcije'),
    naziv: z.string().trim().min(1).max(60).optional().describe('a name for the passkey; default: the browser and system of the request'),
  })
  .meta({ id: 'PasskeyRegistrationBody' });

/** The browser's answer to navigator.credentials.get(), as @simplewebauthn/browser's startAuthentication gives it. */
export const PasskeyLoginBody = z
  .object({
    odgovor: z
      .object({
        id: B64Url(1400),
        rawId: B64Url(1400),
        type: z.literal('public-key'),
        response: z.object({
          clientDataJSON: B64Url(8000),
          authenticatorData: B64Url(8000),
          // Room for a post-quantum ML-DSA signature (up to 4,627 bytes): @simplewebauthn/server offers
          // ML-DSA where the runtime has it (Node.js 24), and Chromium's authenticator then signs with it.
          signature: B64Url(8000),
          userHandle: B64Url(200).optional(),
        }),
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
      })
      .describe('startAuthentication()\'s result for the options of login/pristupni-kljuc/opcije'),
  })
  .meta({ id: 'PasskeyLoginBody' });
