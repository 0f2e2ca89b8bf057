import { randomBytes } from 'node:crypto';
import { GOOD_PASSWORD } from '../../auth.ts';
import { AUTHENTICATED, PUBLIC, publicRoutes, roles, type PolicyTable } from '../world.ts';

const email = () => `matrix-${randomBytes(5).toString('hex')}@example.test`;
const post = (url: string, payload: object) => ({ url, payload });
/** A WebAuthn answer of the right shape for a challenge the server never gave. */
const PASSKEY_ANSWER = (type: string, response: Record<string, string>) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: Buffer.from(JSON.stringify({ type, challenge: 'bWF0cml4', origin: 'http://localhost' })).toString('base64url'), ...response },
  clientExtensionResults: {},
});

/** Infrastructure, the public catalogue, identity and people (issues 2 and 3). */
export const foundationPolicy: PolicyTable = {
  ...publicRoutes(
    'GET /api/openapi.json',
    'GET /api/health',
    'GET /api/ready',
    'GET /api/MainKategorija',
    'GET /api/Kategorija',
    'GET /api/Entitet/Filtered',
    'GET /api/Entitet/entitetbygeo',
    'GET /api/Entitet/:id',
    'GET /api/HomeServices/entiteti/filterbyprice',
    'GET /api/HomeServices/entiteti/filter-by-ocena',
    'GET /api/HomeServices/search-by-city',
    'GET /api/Usluga',
    'GET /api/EntitetImages/:id/images',
    'GET /api/push/kljuc',
  ),
  'GET /api/GetEntitiesByCategoryQuery/:categoryId': { access: PUBLIC, request: () => ({ url: '/api/GetEntitiesByCategoryQuery/4' }) },
  'GET /api/Pretraga/predlozi': { access: PUBLIC, request: () => ({ url: '/api/Pretraga/predlozi?q=frizer' }) },
  // identity
  'POST /api/Identity/create-user': {
    access: PUBLIC,
    request: () => post('/api/Identity/create-user', { email: email(), password: GOOD_PASSWORD, ime: 'Ana' }),
  },
  'POST /api/Identity/confirm-email': {
    access: PUBLIC,
    request: (w) => post('/api/Identity/confirm-email', { userId: w.victim, emailCode: '123456' }),
  },
  'POST /api/Identity/resend-confirmation': { access: PUBLIC, request: () => post('/api/Identity/resend-confirmation', { email: email() }) },
  'POST /api/Identity/login': { access: PUBLIC, request: () => post('/api/Identity/login', { username: email(), password: 'x' }) },
  'POST /api/Identity/refresh': { access: PUBLIC, request: () => post('/api/Identity/refresh', { refresh_token: 'not-a-token' }) },
  'POST /api/Identity/logout': { access: PUBLIC, request: () => post('/api/Identity/logout', {}) },
  'POST /api/identity/forgot-password': { access: PUBLIC, request: () => post('/api/identity/forgot-password', { email: email() }) },
  'POST /api/identity/reset-password': {
    access: PUBLIC,
    request: (w) => post('/api/identity/reset-password', { userId: w.victim, token: 'nope', newPassword: GOOD_PASSWORD }),
  },
  // Wrong current passwords and codes: every signed-in caller gets through to a 400, nothing changes.
  'POST /api/identity/change-password': {
    access: AUTHENTICATED,
    request: () => post('/api/identity/change-password', { currentPassword: 'not-the-password', newPassword: GOOD_PASSWORD }),
  },
  'POST /api/identity/change-email': {
    access: AUTHENTICATED,
    request: () => post('/api/identity/change-email', { newEmail: email(), password: 'not-the-password' }),
  },
  'POST /api/identity/confirm-email-change': { access: AUTHENTICATED, request: () => post('/api/identity/confirm-email-change', { emailCode: '000000' }) },
  'PUT /api/Profil': { access: AUTHENTICATED, request: () => post('/api/Profil', { ime: 'Matrica' }) },
  'GET /api/Profil/obavestenja': { access: AUTHENTICATED },
  'PUT /api/Profil/obavestenja': {
    access: AUTHENTICATED,
    request: () => post('/api/Profil/obavestenja', { podsetnik: true, podsetnikSati: 24, promeneStatusa: true }),
  },
  'POST /api/identity/create-owner': {
    access: PUBLIC,
    request: () =>
      post('/api/identity/create-owner', {
        email: email(),
        password: GOOD_PASSWORD,
        ime: 'V',
        brojTelefona: '0641234567',
        nazivEntiteta: 'N',
        kategorijaId: 4,
      }),
  },
  'POST /api/Identity/create-employee': {
    access: roles('Administrator'),
    request: (w) =>
      post('/api/Identity/create-employee', { email: email(), password: GOOD_PASSWORD, ime: 'Nova', tenantId: w.businessA, uslugaIds: [w.serviceA] }),
    allowed: ['owner'],
  },
  'POST /api/identity/get-entitet-id': {
    access: AUTHENTICATED,
    request: (w) => post('/api/identity/get-entitet-id', { userid: w.ids.owner }),
    allowed: ['owner', 'sysadmin'],
  },
  'GET /api/identity/get-admin-by-entity': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: `/api/identity/get-admin-by-entity?entitetId=${w.businessA}` }),
    allowed: ['owner', 'sysadmin'],
  },
  // Targets the customer: self or SystemAdministrator (the customer goes first and is erased;
  // the SystemAdministrator, last, then gets 404, which still counts as let through).
  'DELETE /api/Identity/:id': {
    access: AUTHENTICATED,
    request: (w) => ({ url: `/api/Identity/${w.ids.customer}` }),
    allowed: ['customer', 'sysadmin'],
  },
  // two-step sign-in, sessions and the export (issue 32): each acts on the caller's own account only.
  'GET /api/identity/2fa': { access: AUTHENTICATED },
  'POST /api/identity/2fa/setup': { access: AUTHENTICATED, request: () => post('/api/identity/2fa/setup', {}) },
  'POST /api/identity/2fa/enable': { access: AUTHENTICATED, request: () => post('/api/identity/2fa/enable', { code: '000000' }) },
  'POST /api/identity/2fa/disable': { access: AUTHENTICATED, request: () => post('/api/identity/2fa/disable', { password: 'not-the-password', code: '000000' }) },
  'POST /api/identity/login/2fa': { access: PUBLIC, request: () => post('/api/identity/login/2fa', { mfaToken: 'not-a-token', code: '000000' }) },
  'GET /api/identity/sesije': { access: AUTHENTICATED },
  'DELETE /api/identity/sesije': { access: AUTHENTICATED },
  'DELETE /api/identity/sesije/:id': { access: AUTHENTICATED, request: () => ({ url: '/api/identity/sesije/00000000-0000-4000-8000-000000000000' }) },
  'GET /api/identity/pristupni-kljucevi': { access: AUTHENTICATED },
  'POST /api/identity/pristupni-kljucevi/opcije': { access: AUTHENTICATED, request: () => post('/api/identity/pristupni-kljucevi/opcije', {}) },
  'POST /api/identity/pristupni-kljucevi': {
    access: AUTHENTICATED,
    // A well-formed answer to a challenge nobody was given: through the access check, 400 invalid-challenge.
    request: () => post('/api/identity/pristupni-kljucevi', { odgovor: PASSKEY_ANSWER('webauthn.create', { attestationObject: 'o2NmbXRkbm9uZQ' }) }),
  },
  'DELETE /api/identity/pristupni-kljucevi/:id': { access: AUTHENTICATED, request: () => ({ url: '/api/identity/pristupni-kljucevi/999999' }) },
  'POST /api/identity/login/pristupni-kljuc/opcije': { access: PUBLIC, request: () => post('/api/identity/login/pristupni-kljuc/opcije', {}) },
  'POST /api/identity/login/pristupni-kljuc': {
    access: PUBLIC,
    request: () => post('/api/identity/login/pristupni-kljuc', { odgovor: PASSKEY_ANSWER('webauthn.get', { authenticatorData: 'AAAA', signature: 'AAAA' }) }),
  },
  'GET /api/identity/pravila-naloga': { access: roles('SystemAdministrator') },
  'PUT /api/identity/pravila-naloga': { access: roles('SystemAdministrator'), request: () => post('/api/identity/pravila-naloga', { dvaKorakaZaPoslovne: false }) },
  'GET /api/Profil/izvoz': { access: AUTHENTICATED },
  // people
  'GET /api/Profil': { access: AUTHENTICATED, request: (w) => ({ url: `/api/Profil?userId=${w.ids.owner}` }), allowed: ['owner', 'sysadmin'] },
  'POST /api/users/:id/enable-disable': {
    access: roles('SystemAdministrator'),
    request: (w) => post(`/api/users/${w.victim}/enable-disable?isEnabled=true`, {}),
  },
  'DELETE /api/DeleteUser/:id': { access: roles('SystemAdministrator'), request: (w) => ({ url: `/api/DeleteUser/${w.victim}` }) },
  'POST /api/DeviceToken': {
    access: AUTHENTICATED,
    request: () => post('/api/DeviceToken', { token: `tok-${randomBytes(4).toString('hex')}`, platform: 'web' }),
  },
  // Web Push subscriptions: anyone signed in, for their own browsers (a public address: no DNS needed)
  'POST /api/Profil/push': { access: AUTHENTICATED, request: () => post('/api/Profil/push', pushSubscription()) },
  'DELETE /api/Profil/push': { access: AUTHENTICATED, request: () => post('/api/Profil/push', { endpoint: pushSubscription().endpoint }) },
  // the one-click unsubscribe link of a mail: its signed token is the authority, no sign-in
  'POST /api/obavestenja/odjava': { access: PUBLIC, request: () => post('/api/obavestenja/odjava?t=1.reminder.not-signed', {}) },
};

function pushSubscription() {
  return {
    endpoint: `https://93.184.216.34/push/${randomBytes(6).toString('hex')}`,
    keys: { p256dh: `B${randomBytes(64).toString('base64url')}`, auth: randomBytes(16).toString('base64url') },
  };
}
