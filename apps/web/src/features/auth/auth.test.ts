import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formErrorKey, isEmail, loginErrorKey, passwordProblem } from './errors.ts';
import { loginUrl, normaliseCode, parseId, parseMode } from './modes.ts';

test('mode parsing: the five modes, anything else is login', () => {
  assert.equal(parseMode(null), 'login');
  assert.equal(parseMode(''), 'login');
  assert.equal(parseMode('register'), 'register');
  assert.equal(parseMode('register-confirm'), 'register-confirm');
  assert.equal(parseMode('password-reset'), 'password-reset');
  assert.equal(parseMode('password-reset-confirm'), 'password-reset-confirm');
  assert.equal(parseMode('REGISTER'), 'register');
  assert.equal(parseMode('admin'), 'login');
  assert.equal(parseMode('__proto__'), 'login');
});

test('mode links keep redirectedFrom and drop the rest', () => {
  assert.equal(loginUrl('register', '?redirectedFrom=%2Fentity%2F3&token=x'), '/login?mode=register&redirectedFrom=%2Fentity%2F3');
  assert.equal(loginUrl('login', '?mode=register&redirectedFrom=search'), '/login?redirectedFrom=search');
  assert.equal(loginUrl('register-confirm', '', { userId: 5, email: 'a@b.rs', x: null }), '/login?mode=register-confirm&userId=5&email=a%40b.rs');
});

test('ids and codes from the query', () => {
  assert.equal(parseId('12'), 12);
  assert.equal(parseId('0'), null);
  assert.equal(parseId('-3'), null);
  assert.equal(parseId('1e3'), null);
  assert.equal(parseId(null), null);
  assert.equal(normaliseCode(' 123-456 '), '123456');
  assert.equal(normaliseCode('1234567'), '123456');
});

test('login errors per SPEC.md 8: under 500 invalid credentials, 500 and above internal server', () => {
  assert.equal(loginErrorKey(400, 'bad-request'), 'invalidCredentials');
  assert.equal(loginErrorKey(401, 'invalid-credentials'), 'invalidCredentials');
  assert.equal(loginErrorKey(404, null), 'invalidCredentials');
  assert.equal(loginErrorKey(500, null), 'internalServer');
  assert.equal(loginErrorKey(503, null), 'internalServer');
  assert.equal(loginErrorKey(0, null), 'network');
});

test('login errors a user can act on', () => {
  assert.equal(loginErrorKey(403, 'email-not-confirmed'), 'emailNotConfirmed');
  assert.equal(loginErrorKey(403, 'account-disabled'), 'accountDisabled');
  assert.equal(loginErrorKey(403, 'forbidden'), 'invalidCredentials');
  assert.equal(loginErrorKey(429, 'rate-limited'), 'tooManyAttempts');
});

test('form errors map the contract codes', () => {
  assert.equal(formErrorKey(400, 'weak-password'), 'weakPassword');
  assert.equal(formErrorKey(409, 'email-taken'), 'emailTaken');
  assert.equal(formErrorKey(409, null), 'emailTaken');
  assert.equal(formErrorKey(400, 'invalid-code'), 'invalidCode');
  assert.equal(formErrorKey(400, 'code-expired'), 'codeExpired');
  assert.equal(formErrorKey(400, 'too-many-attempts'), 'codeDead');
  assert.equal(formErrorKey(400, 'invalid-token'), 'invalidToken');
  assert.equal(formErrorKey(400, 'token-expired'), 'tokenExpired');
  assert.equal(formErrorKey(400, 'bad-request'), 'badInput');
  assert.equal(formErrorKey(429, 'rate-limited'), 'tooManyAttempts');
  assert.equal(formErrorKey(502, null), 'internalServer');
  assert.equal(formErrorKey(0, null), 'network');
});

test('password and email checks', () => {
  assert.equal(passwordProblem(''), 'required');
  assert.equal(passwordProblem('1234567'), 'tooShort');
  assert.equal(passwordProblem('12345678'), null);
  assert.equal(passwordProblem('x'.repeat(129)), 'tooLong');
  assert.ok(isEmail(' ana@primer.rs '));
  assert.ok(!isEmail('ana@primer'));
  assert.ok(!isEmail('ana primer@x.rs'));
});
