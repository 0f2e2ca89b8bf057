import { z } from 'zod';
import { CategoryId, Id, PhoneText, UserRole } from './common.ts';

/**
 * Identity, sessions, profile, account administration and push tokens (CONTRACT.md Identity
 * and People). Error codes a client can act on are listed in IDENTITY_ERRORS.
 */

/** Emails are trimmed and lower-cased before they are checked or stored. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
  .describe('email address; trimmed and lower-cased');

/**
 * The strength rules (8..128 characters, not one of the 10,000 most common passwords, compared
 * without regard to case) answer 400 `weak-password`; the schema only caps the size.
 */
export const Password = z.string().max(1024).describe('8 to 128 characters, not a commonly used password');
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Jezik = z.enum(['sr', 'en']).describe('language of the mails the account receives; default sr');
export type Jezik = z.infer<typeof Jezik>;

const Ime = z.string().trim().min(1).max(100);
const OptionalText = z.string().trim().max(100).nullish();
export const BrojTelefona = PhoneText;

export const CreateUserBody = z
  .object({ email: Email, password: Password, ime: Ime, prezime: OptionalText, brojTelefona: BrojTelefona.nullish(), jezik: Jezik.optional() })
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.input<typeof CreateUserBody>;
export const UserIdResponse = z.object({ userId: z.number().int() }).meta({ id: 'UserIdResponse' });

export const ConfirmEmailBody = z
  .object({
    userId: Id,
    emailCode: z.coerce
      .string()
      .max(20)
      .trim()
      .regex(/^\d{6}$/, 'must be the 6-digit code from the mail'),
  })
  .meta({ id: 'ConfirmEmailBody' });
export type ConfirmEmailBody = z.input<typeof ConfirmEmailBody>;
export const ConfirmEmailResponse = z.object({ userId: z.number().int(), emailConfirmed: z.literal(true) }).meta({ id: 'ConfirmEmailResponse' });

export const ResendConfirmationBody = z.object({ email: Email }).meta({ id: 'ResendConfirmationBody' });

export const LoginBody = z
  .object({ username: z.string().trim().max(254).describe('the account email'), password: z.string().max(1024) })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof LoginBody>;

export const TokenResponse = z
  .object({
    access_token: z.string().describe('JWT (HS256): sub = user id, role, exp, iat, jti'),
    refresh_token: z.string().describe('opaque; single use: each refresh returns the next one'),
    expires_in: z.number().int().describe('seconds until access_token expires'),
    token_type: z.literal('Bearer'),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(200) }).meta({ id: 'RefreshBody' });
export const LogoutBody = z.object({ refresh_token: z.string().min(1).max(200).optional() }).meta({ id: 'LogoutBody' });

export const ForgotPasswordBody = z.object({ email: Email }).meta({ id: 'ForgotPasswordBody' });
export const ResetPasswordBody = z
  .object({ userId: Id, token: z.string().min(1).max(200), newPassword: Password })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const CreateOwnerBody = z
  .object({
    email: Email,
    password: Password,
    ime: Ime,
    brojTelefona: BrojTelefona,
    nazivEntiteta: z.string().trim().min(1).max(200),
    kategorijaId: CategoryId,
    jezik: Jezik.optional(),
  })
  .meta({ id: 'CreateOwnerBody' });
export type CreateOwnerBody = z.input<typeof CreateOwnerBody>;
export const CreateOwnerResponse = z.object({ userId: z.number().int(), entitetId: z.number().int() }).meta({ id: 'CreateOwnerResponse' });

export const CreateEmployeeBody = z
  .object({
    email: Email,
    password: Password,
    ime: Ime,
    prezime: OptionalText,
    tenantId: Id.describe('the business (entitetId)'),
    uslugaIds: z.array(Id).max(200).optional().describe('services of that business the employee performs'),
    jezik: Jezik.optional(),
  })
  .meta({ id: 'CreateEmployeeBody' });
export type CreateEmployeeBody = z.input<typeof CreateEmployeeBody>;
export const CreateEmployeeResponse = z
  .object({ userId: z.number().int(), zaposleniId: z.number().int() })
  .meta({ id: 'CreateEmployeeResponse' });

export const GetEntitetIdBody = z.object({ userid: Id }).meta({ id: 'GetEntitetIdBody' });
export const EntitetIdResponse = z.object({ entitetId: z.number().int() }).meta({ id: 'EntitetIdResponse' });

export const AdminByEntityQuery = z.object({ entitetId: Id });
export const AdminByEntityResponse = z
  .object({ userId: z.number().int(), ime: z.string(), email: z.string().nullable() })
  .meta({ id: 'AdminByEntityResponse' });

export const ProfilQuery = z.object({ userId: Id });
export const ChangePasswordBody = z
  .object({ currentPassword: z.string().max(1024), newPassword: Password })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
export const ChangeEmailBody = z.object({ newEmail: Email, password: z.string().max(1024) }).meta({ id: 'ChangeEmailBody' });
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;
export const ConfirmEmailChangeBody = z.object({ emailCode: z.string().max(16).trim().regex(/^\d{6}$/, 'six digits') }).meta({ id: 'ConfirmEmailChangeBody' });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBody>;
/** PUT /api/Profil: the user's own name and phone (prezime and brojTelefona: absent or null clears them). */
export const UpdateProfilBody = z.object({ ime: Ime, prezime: OptionalText, brojTelefona: BrojTelefona.nullish() }).meta({ id: 'UpdateProfilBody' });
export type UpdateProfilBody = z.input<typeof UpdateProfilBody>;
/** The channels a notification goes on (CONTRACT.md "Third release", Notifications). */
export const Kanali = z
  .object({
    email: z.boolean().describe('mail; codes and resets always go by mail whatever this says'),
    push: z.boolean().describe("Web Push to each of the user's subscribed browsers"),
    sms: z.boolean().describe('SMS to the profile phone, when the server has an SMS gateway (SMS_URL)'),
  })
  .meta({ id: 'Kanali' });
export type Kanali = z.infer<typeof Kanali>;
/** What the business's people (owner, employees) hear of bookings someone else makes, moves or cancels. */
export const ObavestenjaPosao = z
  .object({
    novo: z.boolean().describe('a new booking'),
    izmena: z.boolean().describe('a booking moved'),
    otkazivanje: z.boolean().describe('a booking cancelled'),
    dnevniPregledSat: z
      .number()
      .int()
      .min(0)
      .max(23)
      .nullable()
      .optional()
      .describe("the hour (0–23, in the business's time zone) of a daily summary of that day's bookings, by mail and push as kanali say; null: none. Not in CONTRACT.md (an addition); left out of a PUT: unchanged"),
  })
  .meta({ id: 'ObavestenjaPosao' });
export type ObavestenjaPosao = z.infer<typeof ObavestenjaPosao>;
const obavestenjaFields = {
  podsetnik: z.boolean().describe('a reminder before a confirmed visit'),
  podsetnikSati: z.union([z.literal(2), z.literal(24)]).describe('how many hours before the start the reminder comes'),
  promeneStatusa: z.boolean().describe('mails when a booking changes (confirmed, declined, cancelled, moved, expired, completed)'),
};
/** Which notifications the user gets, and on which channels; mail the user must act on (codes, resets) is always sent. */
export const Obavestenja = z
  .object({ ...obavestenjaFields, kanali: Kanali, posao: ObavestenjaPosao })
  .meta({ id: 'Obavestenja' });
/** PUT /api/Profil/obavestenja: kanali and posao may be left out (a client of an earlier release); what is left out stays as it was. */
export const ObavestenjaBody = z
  .object({ ...obavestenjaFields, kanali: Kanali.optional(), posao: ObavestenjaPosao.optional() })
  .meta({ id: 'ObavestenjaBody' });
export type ObavestenjaBody = z.infer<typeof ObavestenjaBody>;
export type Obavestenja = z.infer<typeof Obavestenja>;
export const Profil = z
  .object({
    id: z.number().int(),
    ime: z.string(),
    prezime: z.string().nullable(),
    email: z.string().nullable(),
    brojTelefona: z.string().nullable(),
    role: UserRole,
  })
  .meta({ id: 'Profil' });
export type Profil = z.infer<typeof Profil>;

export const EnableDisableQuery = z.object({
  isEnabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const EnableDisableResponse = z.object({ userId: z.number().int(), enabled: z.boolean() }).meta({ id: 'EnableDisableResponse' });

export const DevicePlatform = z.enum(['android', 'ios', 'web']);
export const DeviceTokenBody = z
  .object({ token: z.string().trim().min(1).max(4096), platform: DevicePlatform })
  .meta({ id: 'DeviceTokenBody' });

/** A plain acknowledgement, the same whatever the request revealed (forgot-password, resend). */
export const Ack = z.object({ ok: z.literal(true) }).meta({ id: 'Ack' });

/** Paths and error codes live in the zod-free paths.ts (the web client imports them at runtime). */
export { IDENTITY_ERRORS, identityPaths } from './paths.ts';

/** GET /api/push/kljuc: the server's VAPID public key, an uncompressed P-256 point in base64url. */
export const PushKey = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKey>;
const Base64Url = (max: number) => z.string().trim().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');
/** A browser's PushSubscription as its toJSON() gives it (expirationTime and others may come along and are ignored). */
export const PushSubscriptionBody = z
  .object({
    endpoint: z.string().trim().min(1).max(2048).url(),
    keys: z.object({ p256dh: Base64Url(200), auth: Base64Url(100) }),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;
export const PushEndpointBody = z.object({ endpoint: z.string().trim().min(1).max(2048) }).meta({ id: 'PushEndpointBody' });
export type PushEndpointBody = z.infer<typeof PushEndpointBody>;
/** The one-click unsubscribe link's token (RFC 8058), signed by the server. */
export const UnsubscribeQuery = z.object({ t: z.string().min(1).max(512) });
