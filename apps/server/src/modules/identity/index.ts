/** The identity module's public face: what app.ts, db/schema.ts, other modules, the demo data and tests use of it. */
export { sessionChecks } from './authenticate.ts';
export { hashPassword } from './passwords.ts';
export { identityModule } from './routes.ts';
export { eraseAccount, setAccountEnabled } from './service.ts';
export { issueAccessToken } from './tokens.ts';
