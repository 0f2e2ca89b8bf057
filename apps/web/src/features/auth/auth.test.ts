import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkExamples } from '../../test/examples.ts';
import { formErrorKey, isEmail, loginErrorKey, passwordProblem } from './errors.ts';
import { loginUrl, normaliseCode, parseId, parseMode } from './modes.ts';

test('mode parsing: the five modes, anything else is login', () => {
  checkExamples(parseMode, [
    [null, 'login'], ['', 'login'], ['register', 'register'], ['register-confirm', 'register-confirm'], ['password-reset', 'password-reset'],
    ['password-reset-confirm', 'password-reset-confirm'], ['REGISTER', 'register'], ['admin', 'login'], ['__proto__', 'login'],
  ]);
});

test('mode links keep redirectedFrom and drop the rest', () => {
  assert.equal(loginUrl('register', '?redirectedFrom=%2Fentity%2F3&token=x'), '/login?mode=register&redirectedFrom=%2Fentity%2F3');
  assert.equal(loginUrl('login', '?mode=register&redirectedFrom=search'), '/login?redirectedFrom=search');
  assert.equal(loginUrl('register-confirm', '', { userId: 5, email: 'a@b.rs', x: null }), '/login?mode=register-confirm&userId=5&email=a%40b.rs');
});

test('ids and codes from the query', () => {
  checkExamples(parseId, [['12', 12], ['0', null], ['-3', null], ['1e3', null], [null, null]]);
  checkExamples(normaliseCode, [[' 123-456 ', '123456'], ['1234567', '123456']]);
});

test('login errors per SPEC.md 8: under 500 invalid credentials, 500 and above internal server', () => {
  checkExamples(loginErrorKey, [
    [400, 'bad-request', 'invalidCredentials'], [401, 'invalid-credentials', 'invalidCredentials'], [404, null, 'invalidCredentials'],
    [500, null, 'internalServer'], [503, null, 'internalServer'], [0, null, 'network'],
  ]);
});

test('login errors a user can act on', () => {
  checkExamples(loginErrorKey, [
    [403, 'email-not-confirmed', 'emailNotConfirmed'], [403, 'account-disabled', 'accountDisabled'], [403, 'forbidden', 'invalidCredentials'], [429, 'rate-limited', 'tooManyAttempts'],
  ]);
});

test('form errors map the contract codes', () => {
  checkExamples(formErrorKey, [
    [400, 'weak-password', 'weakPassword'], [409, 'email-taken', 'emailTaken'], [409, null, 'emailTaken'], [400, 'invalid-code', 'invalidCode'],
    [400, 'code-expired', 'codeExpired'], [400, 'too-many-attempts', 'codeDead'], [400, 'invalid-token', 'invalidToken'], [400, 'token-expired', 'tokenExpired'],
    [400, 'bad-request', 'badInput'], [429, 'rate-limited', 'tooManyAttempts'], [502, null, 'internalServer'], [0, null, 'network'],
  ]);
});

test('password and email checks', () => {
  checkExamples(passwordProblem, [['', 'required'], ['1234567', 'tooShort'], ['12345678', null], ['x'.repeat(129), 'tooLong']]);
  checkExamples(isEmail, [[' ana@primer.rs ', true], ['ana@primer', false], ['ana primer@x.rs', false]]);
});
