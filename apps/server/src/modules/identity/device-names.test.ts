import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deviceInWords } from './device-names.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a device is named by its browser, its system and, when the User-Agent tells it, its model', () => {
  assert.equal(deviceInWords(IPHONE), 'Safari 18 · iOS 18.1 · iPhone');
  assert.equal(deviceInWords(IPAD), 'Safari 17 · iOS 17.0 · iPad');
  assert.equal(deviceInWords(ANDROID_PHONE), 'Chrome 131 · Android 14');
  assert.equal(deviceInWords(WINDOWS), 'Chrome 131 · Windows 10');
});

test('no English word for the kind of device: the Serbian interfaces show these names as they are', () => {
  for (const ua of [IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET, WINDOWS]) assert.doesNotMatch(deviceInWords(ua), /mobile|tablet|desktop/i);
});

test('an unknown User-Agent is shown shortened, none at all as an empty string', () => {
  assert.equal(deviceInWords('x'.repeat(100)), 'x'.repeat(60));
  assert.equal(deviceInWords(null), '');
});
