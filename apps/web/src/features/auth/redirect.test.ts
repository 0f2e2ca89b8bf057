import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redirectedFromFor, resolveRedirect } from './redirect.ts';

test('a route name goes to that route', () => {
  assert.equal(resolveRedirect('search'), '/search');
  assert.equal(resolveRedirect('profile'), '/profile');
  assert.equal(resolveRedirect('entity-edit'), '/entity/edit');
  assert.equal(resolveRedirect('home'), '/');
});

test('an unknown or parametrised route name goes home', () => {
  assert.equal(resolveRedirect('entity'), '/');
  assert.equal(resolveRedirect('no-such-route'), '/');
  assert.equal(resolveRedirect(''), '/');
  assert.equal(resolveRedirect(null), '/');
  assert.equal(resolveRedirect('constructor'), '/');
});

test('a full path (from the guard) is kept with its query and hash', () => {
  assert.equal(resolveRedirect('/profile'), '/profile');
  assert.equal(resolveRedirect('/entity/12'), '/entity/12');
  assert.equal(resolveRedirect('/search?q=frizer&grad=Beograd'), '/search?q=frizer&grad=Beograd');
  assert.equal(resolveRedirect('/faq#placanje'), '/faq#placanje');
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
  assert.equal(resolveRedirect('/login'), '/');
  assert.equal(resolveRedirect('/login?mode=register'), '/');
  assert.equal(resolveRedirect('/auth/register'), '/');
  assert.equal(resolveRedirect('login'), '/');
});

test('login links carry the route name on plain pages and the full path elsewhere', () => {
  assert.equal(redirectedFromFor('search', '/search'), 'search');
  assert.equal(redirectedFromFor('search', '/search', '?q=frizer'), '/search?q=frizer');
  assert.equal(redirectedFromFor('entity', '/entity/7'), '/entity/7');
  assert.equal(redirectedFromFor('category', '/categories/beauty/hairdresser'), '/categories/beauty/hairdresser');
  assert.equal(redirectedFromFor('login', '/login'), null);
  assert.equal(redirectedFromFor('not-found', '/nope'), '/nope');
});

test('without a target, an owner lands in the business editor and an employee in their day', () => {
  assert.equal(resolveRedirect(null, 'Administrator'), '/entity/edit');
  assert.equal(resolveRedirect('', 'Employee'), '/employee');
  assert.equal(resolveRedirect(null, 'RegularUser'), '/');
  assert.equal(resolveRedirect(null, 'SystemAdministrator'), '/');
  // A target always wins over the role's page.
  assert.equal(resolveRedirect('/entity/12', 'Administrator'), '/entity/12');
  assert.equal(resolveRedirect('profile', 'Employee'), '/profile');
});
