import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { UserRole } from '@zakazi/contract';
import { checkExamples } from '../../test/examples.ts';
import { redirectedFromFor, resolveRedirect } from './redirect.ts';

/** Where a login with this target alone (no role) goes. */
const target = (redirectedFrom: string | null) => resolveRedirect(redirectedFrom);

test('a route name goes to that route', () => {
  checkExamples(target, [['search', '/search'], ['profile', '/profile'], ['entity-edit', '/entity/edit'], ['home', '/']]);
});

test('an unknown or parametrised route name goes home', () => {
  checkExamples(target, [['entity', '/'], ['no-such-route', '/'], ['', '/'], [null, '/'], ['constructor', '/']]);
});

test('a full path (from the guard) is kept with its query and hash', () => {
  for (const path of ['/profile', '/entity/12', '/search?q=frizer&grad=Beograd', '/faq#placanje']) assert.equal(resolveRedirect(path), path);
});

test('malicious targets never leave the site', () => {
  for (const evil of [
    'https://evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'http:evil.example',
    '/\tevil',
    ' //evil.example',
    'evil.example',
  ]) {
    assert.equal(resolveRedirect(evil), '/', evil);
  }
});

test('never back into login', () => {
  for (const login of ['/login', '/login?mode=register', '/auth/register', 'login']) assert.equal(resolveRedirect(login), '/', login);
});

test('login links carry the route name on plain pages and the full path elsewhere', () => {
  checkExamples(redirectedFromFor, [
    ['search', '/search', '', 'search'],
    ['search', '/search', '?q=frizer', '/search?q=frizer'],
    ['entity', '/entity/7', '', '/entity/7'],
    ['category', '/categories/beauty/hairdresser', '', '/categories/beauty/hairdresser'],
    ['login', '/login', '', null],
    ['not-found', '/nope', '', '/nope'],
  ]);
});

test('without a target, an owner lands in the business area, an employee in their day, a super-admin on the users', () => {
  checkExamples((from: string | null, role: UserRole) => resolveRedirect(from, role), [
    [null, 'Administrator', '/entity/edit'], ['', 'Employee', '/employee'], [null, 'RegularUser', '/'], [null, 'SystemAdministrator', '/super-admin'],
    // A target always wins over the role's page.
    ['/entity/12', 'Administrator', '/entity/12'], ['profile', 'Employee', '/profile'],
  ]);
});
