import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authRedirectTarget } from './redirects.ts';

test('legacy auth paths go to login with their mode', () => {
  assert.equal(authRedirectTarget('/auth', ''), '/login');
  assert.equal(authRedirectTarget('/auth/register', ''), '/login?mode=register');
  assert.equal(authRedirectTarget('/auth/confirm-email', ''), '/login?mode=register-confirm');
  assert.equal(authRedirectTarget('/auth/password-reset', ''), '/login?mode=password-reset');
  assert.equal(authRedirectTarget('/auth/password-reset-confirm', ''), '/login?mode=password-reset-confirm');
  assert.equal(authRedirectTarget('/reset-password', ''), '/login?mode=password-reset-confirm');
  assert.equal(authRedirectTarget('/confirm-email-request', ''), '/login?mode=register-confirm');
});

test('other query values are kept', () => {
  assert.equal(
    authRedirectTarget('/reset-password', '?userId=42&token=abc'),
    '/login?userId=42&token=abc&mode=password-reset-confirm',
  );
  assert.equal(authRedirectTarget('/auth', '?redirectedFrom=search'), '/login?redirectedFrom=search');
});

test('a mode in the old query is replaced by the path\'s mode', () => {
  assert.equal(authRedirectTarget('/auth/register', '?mode=login&x=1'), '/login?mode=register&x=1');
});

test('other paths are not redirected', () => {
  assert.equal(authRedirectTarget('/login', '?mode=register'), null);
  assert.equal(authRedirectTarget('/authority', ''), null);
});
