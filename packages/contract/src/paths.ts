/** Zod-free module (the web client imports it at runtime); catalogue.ts re-exports it. */
/** API paths, as SPEC.md 7 spells them. The server registers these; the client calls them. */
export const cataloguePaths = {
  mainCategories: '/api/MainKategorija',
  categories: '/api/Kategorija',
  entitiesByCategory: (categoryId: number | string) => `/api/GetEntitiesByCategoryQuery/${categoryId}`,
  entity: (id: number | string) => `/api/Entitet/${id}`,
  filtered: '/api/Entitet/Filtered',
  byGeo: '/api/Entitet/entitetbygeo',
  filterByPrice: '/api/HomeServices/entiteti/filterbyprice',
  filterByRating: '/api/HomeServices/entiteti/filter-by-ocena',
  searchByCity: '/api/HomeServices/search-by-city',
  suggestions: '/api/Pretraga/predlozi',
  services: '/api/Usluga',
  entityImages: (id: number | string) => `/api/EntitetImages/${id}/images`,
} as const;

/** Identity (identity.ts re-exports these). Error codes of the identity calls, beyond the generic ones (bad-request, unauthorized, forbidden, not-found, rate-limited). */
export const IDENTITY_ERRORS = {
  weakPassword: 'weak-password', // 400: too short, too long or too common
  emailTaken: 'email-taken', // 409, also when the existing account is not confirmed yet
  invalidCode: 'invalid-code', // 400: wrong code, or no code for that user
  codeExpired: 'code-expired', // 400: older than 15 minutes: ask for a new one
  tooManyAttempts: 'too-many-attempts', // 400: 5 wrong tries killed this code: ask for a new one
  invalidCredentials: 'invalid-credentials', // 401: unknown email or wrong password
  emailNotConfirmed: 'email-not-confirmed', // 403, body has userId
  accountDisabled: 'account-disabled', // 403
  invalidRefreshToken: 'invalid-refresh-token', // 401: unknown, expired, revoked or reused
  invalidToken: 'invalid-token', // 400: reset token unknown or already used
  tokenExpired: 'token-expired', // 400: reset token older than 1 hour
  rateLimited: 'rate-limited', // 429
  invalidMfaToken: 'invalid-mfa-token', // 401: the second step's mfaToken is unknown, used or older than 5 minutes
  twoStepEnabled: 'two-step-enabled', // 409: set-up while two-step sign-in is on
  twoStepNotSetUp: 'two-step-not-set-up', // 409: enable without a set-up
  twoStepNotEnabled: 'two-step-not-enabled', // 409: disable while it is off
} as const;

/** Paths as SPEC.md 7 spells them (matching is case-insensitive). */
export const identityPaths = {
  createUser: '/api/Identity/create-user',
  confirmEmail: '/api/Identity/confirm-email',
  resendConfirmation: '/api/Identity/resend-confirmation',
  login: '/api/Identity/login',
  refresh: '/api/Identity/refresh',
  logout: '/api/Identity/logout',
  forgotPassword: '/api/identity/forgot-password',
  resetPassword: '/api/identity/reset-password',
  /** the signed-in user's own password and login email (CONTRACT.md Customer account) */
  changePassword: '/api/identity/change-password',
  changeEmail: '/api/identity/change-email',
  confirmEmailChange: '/api/identity/confirm-email-change',
  createOwner: '/api/identity/create-owner',
  createEmployee: '/api/Identity/create-employee',
  deleteAccount: (id: number | string) => `/api/Identity/${id}`,
  getEntitetId: '/api/identity/get-entitet-id',
  getAdminByEntity: '/api/identity/get-admin-by-entity',
  profil: '/api/Profil',
  /** GET and PUT: which mails the user gets (CONTRACT.md Customer account) */
  profilObavestenja: '/api/Profil/obavestenja',
  enableDisable: (id: number | string) => `/api/users/${id}/enable-disable`,
  deleteUser: (id: number | string) => `/api/DeleteUser/${id}`,
  deviceToken: '/api/DeviceToken',
  /** two-step sign-in, sessions and the data export (CONTRACT.md "Third release", Accounts) */
  twoStep: '/api/identity/2fa',
  twoStepSetup: '/api/identity/2fa/setup',
  twoStepEnable: '/api/identity/2fa/enable',
  twoStepDisable: '/api/identity/2fa/disable',
  loginSecondStep: '/api/identity/login/2fa',
  sessions: '/api/identity/sesije',
  session: (id: string) => `/api/identity/sesije/${id}`,
  accountPolicy: '/api/identity/pravila-naloga',
  profilExport: '/api/Profil/izvoz',
  /** passkeys (WebAuthn): GET the caller's, POST a new one (after its options) */
  passkeys: '/api/identity/pristupni-kljucevi',
  passkeyRegistrationOptions: '/api/identity/pristupni-kljucevi/opcije',
  /** DELETE one of the caller's passkeys */
  passkey: (id: number | string) => `/api/identity/pristupni-kljucevi/${id}`,
  /** signing in with a passkey: POST options (a challenge), then POST the browser's answer */
  passkeyLoginOptions: '/api/identity/login/pristupni-kljuc/opcije',
  passkeyLogin: '/api/identity/login/pristupni-kljuc',
  /** GET: the server's VAPID public key (CONTRACT.md Third release, Notifications) */
  pushKey: '/api/push/kljuc',
  /** POST a browser's PushSubscription (201), DELETE {endpoint} (204) */
  profilPush: '/api/Profil/push',
  /** a mail's one-click unsubscribe link (RFC 8058): GET shows what it turns off, POST turns it off */
  unsubscribe: '/api/obavestenja/odjava',
} as const;
