import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { test } from 'node:test';
import webpush from 'web-push';
import { decryptAes128gcm, verifyVapid } from '../../../test/support/push-receiver.ts';

// RFC 8291 §5 and Appendix A, "Push Message Encryption Example", verbatim.
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const b = (s: string) => Buffer.from(s, 'base64url');

test("the push receiver decrypts RFC 8291's example message", () => {
  const ua = { privateKey: b(RFC8291.uaPrivate), publicKey: b(RFC8291.uaPublic), authSecret: b(RFC8291.authSecret) };
  assert.equal(decryptAes128gcm(b(RFC8291.body), ua).toString('utf8'), RFC8291.plaintext);
  // One changed byte of the ciphertext fails the GCM tag: the receiver cannot accept a wrong message.
  const tampered = b(RFC8291.body);
  tampered[tampered.length - 20]! ^= 1;
  assert.throws(() => decryptAes128gcm(tampered, ua));
  assert.throws(() => decryptAes128gcm(b(RFC8291.body), { ...ua, authSecret: randomBytes(16) }));
});

test('the push receiver verifies a VAPID header and refuses a forged or misdirected one', () => {
  const keys = webpush.generateVAPIDKeys();
  const origin = 'https://push.example';
  const { Authorization } = webpush.getVapidHeaders(origin, 'mailto:ops@zakazi.example', keys.publicKey, keys.privateKey, 'aes128gcm');
  const vapid = verifyVapid(Authorization, origin);
  assert.equal(vapid.publicKey, keys.publicKey);
  assert.equal(vapid.sub, 'mailto:ops@zakazi.example');
  assert.throws(() => verifyVapid(Authorization, 'https://other.example'), /aud/);
  const other = webpush.generateVAPIDKeys();
  const forged = Authorization.replace(/k=[\w-]+$/, `k=${other.publicKey}`);
  assert.throws(() => verifyVapid(forged, origin), /signature/);
});

test("web-push's messages decrypt with a browser's keys (the server's library and the receiver agree)", () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const { cipherText, salt, localPublicKey } = webpush.encrypt(ecdh.getPublicKey().toString('base64url'), authSecret.toString('base64url'), '{"title":"Š"}', 'aes128gcm');
  assert.ok(salt && localPublicKey);
  const text = decryptAes128gcm(cipherText, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret }).toString('utf8');
  assert.equal(text, '{"title":"Š"}');
});
