import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PhoneText } from '../src/common.ts';
import { isPhone, nationalDigits, parsePhone } from '../src/phone.ts';

describe('phones', () => {
  test('a Serbian number in any of the ways people write it, with or without the country code', () => {
    for (const text of ['064 123 4567', '0641234567', '064/123-4567', '(064) 123 - 4567', '+381 64 123 4567', '00381641234567', '064 111 222', '011 333 4455']) {
      assert.equal(isPhone(text), true, text);
    }
    assert.equal(parsePhone('064/123-4567')?.number, '+381641234567');
    assert.equal(parsePhone('+381 64 123 4567')?.number, '+381641234567');
  });

  test('a number of the region or beyond needs its country code; without one it is read as Serbian', () => {
    assert.equal(parsePhone('+387 61 123 456')?.country, 'BA');
    assert.equal(parsePhone('+385 91 234 5678')?.country, 'HR');
    assert.equal(isPhone('+387 61 123 456'), true);
    assert.equal(isPhone('+44 20 7946 0958'), true);
    assert.equal(parsePhone('011 333 4455')?.country, 'RS');
  });

  test('what is not a number that exists is refused: words, too few or too many digits', () => {
    for (const text of ['', 'zovi me', '12345', '064 12', '064 123 4567 8901 2345', '+381', 'abc 064 123 4567x']) {
      assert.equal(isPhone(text), false, text);
    }
  });

  test('nationalDigits: the digits of the Serbian mask, whatever the stored form', () => {
    assert.equal(nationalDigits('+381 64 1122334'), '0641122334');
    assert.equal(nationalDigits('064 112 2334'), '0641122334');
    assert.equal(nationalDigits('00381 11 333 4455'), '0113334455');
    assert.equal(nationalDigits('+387 61 123 456'), '38761123456');
    assert.equal(nationalDigits('zovi 064'), '064');
  });

  test('PhoneText: the contract\'s request field trims, caps the length and refuses what isPhone refuses', () => {
    assert.equal(PhoneText.parse('  064 123 4567 '), '064 123 4567', 'kept as written, trimmed');
    assert.equal(PhoneText.safeParse('zovi me').error?.issues[0]?.message, 'must be a phone number');
    assert.equal(PhoneText.safeParse('+381 64 123 4567 '.repeat(3)).success, false);
  });
});
