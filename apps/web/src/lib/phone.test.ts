import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskedPhone, PHONE_MASK, phoneComplete, phoneForApi, phoneGiven } from './phone.ts';

test('a stored phone in any form fills the mask with its national digits', () => {
  assert.equal(maskedPhone('064 123 4567'), '(064) 123 - 4567');
  assert.equal(maskedPhone('+381 64 1122334'), '(064) 112 - 2334');
  assert.equal(maskedPhone('00381 11 333 4455'), '(011) 333 - 4455');
  assert.equal(maskedPhone('064 111 222'), '(064) 111 - 222');
  assert.equal(maskedPhone(null), '');
  assert.equal(PHONE_MASK.replace(/\D/g, '').length, 10, 'the mask holds ten digits');
});

test('the mask is sent as "064 123 4567"; an empty mask as no phone', () => {
  assert.equal(phoneForApi('(064) 123 - 4567'), '064 123 4567');
  assert.equal(phoneForApi('(011) 333 - 4455'), '011 333 4455');
  assert.equal(phoneForApi('(___) ___ - ____'), null);
  assert.equal(phoneForApi(''), null);
});

test('a phone field is complete when empty or holding a number that exists; a required one only with a number', () => {
  assert.equal(phoneComplete(''), true);
  assert.equal(phoneComplete('(064) 123 - 4567'), true);
  assert.equal(phoneComplete('(064) 111 - 222'), true, 'nine digits are a Serbian mobile number too');
  assert.equal(phoneComplete('(064) 12'), false);
  assert.equal(phoneComplete('(000) 000 - 0000'), false, 'no number is all zeros');
  assert.equal(phoneGiven(''), false);
  assert.equal(phoneGiven('(064) 123 - 4567'), true);
});
