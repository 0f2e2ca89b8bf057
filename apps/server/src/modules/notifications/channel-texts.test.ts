import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shortText, smsText, type ChannelEvent } from './channel-texts.ts';

// Exhaustive by type: a new event fails to compile here until it has its texts.
const EVENTS: Record<ChannelEvent, true> = {
  confirmed: true, rejected: true, cancelledByBusiness: true, movedByBusiness: true, expired: true, reminder: true,
  staffNew: true, staffMoved: true, staffCancelled: true, staffMovedAway: true,
};
const view = { entitet: 'Frizerski salon Đurđevak', usluga: 'Šišanje i feniranje', datum: '2026-12-07', vreme: '10:30', kupac: 'Ana Petrović' };

test('every push text exists in Serbian and English and names the time', () => {
  for (const event of Object.keys(EVENTS) as ChannelEvent[]) {
    const sr = shortText('sr', event, view);
    const en = shortText('en', event, view);
    for (const t of [sr, en]) {
      assert.ok(t.title.length > 0 && t.body.includes('10:30'), `${event}: ${t.body}`);
      assert.doesNotMatch(t.title + t.body, /undefined|null|\$\{/);
    }
    assert.notEqual(sr.title, en.title, `${event}: the English title is English`);
  }
});

test('every SMS is one GSM-7 part: Serbian diacritics and Cyrillic written plain', () => {
  const cyrillic = { ...view, entitet: 'Салон Ђурђевак' };
  for (const event of Object.keys(EVENTS) as ChannelEvent[]) {
    for (const jezik of ['sr', 'en'] as const) {
      for (const v of [view, cyrillic]) {
        const text = smsText(jezik, event, v);
        assert.match(text, /^Zakazi: /);
        assert.match(text, /^[\x20-\x7e]+$/, `${jezik} ${event}: ${text}`);
        assert.ok(text.length <= 160, `${jezik} ${event}: ${text.length} characters`);
      }
    }
  }
  assert.match(smsText('sr', 'confirmed', view), /Termin je potvrdjen\. Sisanje i feniranje, lokal Frizerski salon Djurdjevak: /);
  assert.match(smsText('sr', 'confirmed', { ...view, entitet: 'Салон Ђурђевак' }), /lokal Salon Djurdjevak/);
});

test('push texts write what people typed in Cyrillic in Latin letters, as the mails do', () => {
  const typedInCyrillic = { ...view, entitet: 'Салон Ђурђевак', usluga: 'Шишање', kupac: 'Љиљана Ђорђевић' };
  for (const event of Object.keys(EVENTS) as ChannelEvent[]) {
    for (const jezik of ['sr', 'en'] as const) {
      const { title, body } = shortText(jezik, event, typedInCyrillic);
      assert.doesNotMatch(title + body, /[\u0400-\u04ff]/, `${jezik} ${event}: ${body}`);
    }
  }
  assert.match(shortText('sr', 'confirmed', typedInCyrillic).body, /^Šišanje, lokal Salon Đurđevak: /);
  assert.match(shortText('en', 'staffNew', typedInCyrillic).body, /Customer: Ljiljana Đorđević\.$/);
});
