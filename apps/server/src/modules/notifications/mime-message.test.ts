import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import { headerText, mimeMessage, parseMailbox } from './mime-message.ts';
import type { QueuedMail } from '../../db/tables/notifications.ts';

/** Our composer read back by mailparser (nodemailer's author's parser, as mail clients read). */
/** The service's host (PUBLIC_URL's), the right side of every Message-ID. */
const DOMAIN = 'zakazi.rs';
const parsed = (from: string, mail: QueuedMail) => simpleParser(mimeMessage(from, mail, DOMAIN, new Date('2026-11-26T10:00:00Z')).raw);

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nSUMMARY:Šišanje kod Đorđa\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const booking: QueuedMail = {
  to: 'kupac@primer.rs',
  subject: 'Potvrđen termin: Šišanje i brijanje kod Đorđa, Frizerski salon „Čačak“ — petak 27. novembar u 10:00',
  text: 'Zdravo Ana,\n\nvaš termin je potvrđen.\n' + 'Дугачак ред без прелома '.repeat(60),
  html: '<p>Zdravo Ana,</p><p>vaš termin je <b>potvrđen</b>.</p>' + '<span>Дугачак ред</span>'.repeat(200),
  attachments: [{ filename: 'zakazivanje-42.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  messageId: '5b0f3c1e-0000-4000-8000-000000000042',
};

describe('mime-message: a queued mail as one MIME message', () => {
  test('text, HTML and a calendar attachment come back as sent', async () => {
    const m = await parsed('Zakaži <no-reply@zakazi.rs>', booking);
    assert.equal(m.subject, booking.subject);
    assert.equal(m.from?.value[0]?.name, 'Zakaži');
    assert.equal(m.from?.value[0]?.address, 'no-reply@zakazi.rs');
    assert.equal((m.to as { value: { address: string }[] }).value[0]?.address, 'kupac@primer.rs');
    assert.equal(m.messageId, '<5b0f3c1e-0000-4000-8000-000000000042@zakazi.rs>', 'the Message-ID has the service host as its domain');
    assert.equal(m.date?.toISOString(), '2026-11-26T10:00:00.000Z');
    assert.equal(m.text?.trimEnd(), booking.text.trimEnd());
    assert.equal(m.html, booking.html);
    assert.equal(m.attachments.length, 1);
    const [attachment] = m.attachments;
    assert.equal(attachment!.filename, 'zakazivanje-42.ics');
    assert.equal(attachment!.contentType, 'text/calendar');
    assert.equal(attachment!.contentDisposition, 'attachment');
    assert.equal(attachment!.content.toString('utf8'), ics);
  });

  test('a mail queued with a whole Message-ID (before its domain came from PUBLIC_URL) keeps it', async () => {
    const m = await parsed('no-reply@zakazi.rs', { ...booking, messageId: '<5b0f3c1e-0000-4000-8000-000000000042@zakazi>' });
    assert.equal(m.messageId, '<5b0f3c1e-0000-4000-8000-000000000042@zakazi>');
  });

  test('lines stay within 78 characters (RFC 5322) however long the text', () => {
    const raw = mimeMessage('Zakaži <no-reply@zakazi.rs>', booking, DOMAIN).raw.toString('utf8');
    const long = raw.split('\r\n').filter((line) => line.length > 78);
    assert.deepEqual(long, []);
    assert.doesNotMatch(raw.replace(/\r\n/g, ''), /\n|\r/, 'every line ends in CRLF');
  });

  test('a text-only mail is one part; the envelope has the bare addresses', async () => {
    const mail: QueuedMail = { to: 'vlasnik@salon.rs', subject: 'Kod za prijavu', text: 'Vaš kod: 123456', messageId: 'a' };
    const message = mimeMessage('"Zakaži, Beograd" <no-reply@zakazi.rs>', mail, DOMAIN);
    assert.deepEqual(message.envelope, { from: 'no-reply@zakazi.rs', to: ['vlasnik@salon.rs'] });
    const m = await simpleParser(message.raw);
    assert.equal(m.from?.value[0]?.name, 'Zakaži, Beograd');
    assert.equal(m.subject, 'Kod za prijavu');
    assert.equal(m.text?.trimEnd(), 'Vaš kod: 123456');
    assert.equal(m.html, false);
    assert.equal(m.attachments.length, 0);
  });

  test('the same queued mail is the same message but for its Date (a repeat after a crash)', () => {
    const one = mimeMessage('no-reply@zakazi.rs', booking, DOMAIN, new Date('2026-11-26T10:00:00Z')).raw.toString();
    const two = mimeMessage('no-reply@zakazi.rs', booking, DOMAIN, new Date('2026-11-26T10:05:00Z')).raw.toString();
    assert.notEqual(one, two);
    assert.equal(one.replace(/^Date: .*$/m, ''), two.replace(/^Date: .*$/m, ''));
  });

  test('MAIL_FROM forms: a bare address, a name, a quoted name', () => {
    assert.deepEqual(parseMailbox('no-reply@zakazi.rs'), { name: '', address: 'no-reply@zakazi.rs' });
    assert.deepEqual(parseMailbox('Zakaži <no-reply@zakazi.rs>'), { name: 'Zakaži', address: 'no-reply@zakazi.rs' });
    assert.deepEqual(parseMailbox('"Zakaži \\"Beograd\\"" <no-reply@zakazi.rs>'), { name: 'Zakaži "Beograd"', address: 'no-reply@zakazi.rs' });
    assert.deepEqual(parseMailbox('Pošta <info@čačak.rs>'), { name: 'Pošta', address: 'info@xn--aak-eqab.rs' });
  });

  test('nothing a user typed can add a header: a subject with a line break is encoded, an address with one refused', async () => {
    const m = await simpleParser(mimeMessage('Zakaži <no-reply@zakazi.rs>', { ...booking, subject: 'Salon\r\nBcc: svi@primer.rs' }, DOMAIN).raw);
    assert.equal(m.headers.get('bcc'), undefined);
    assert.equal(m.bcc, undefined);
    assert.match(m.subject ?? '', /^Salon\s+Bcc: svi@primer\.rs$/);
    assert.throws(() => mimeMessage('no-reply@zakazi.rs', { ...booking, to: 'kupac@primer.rs\r\nBcc: svi@primer.rs' }, DOMAIN), /not a mail address/);
    assert.throws(() => mimeMessage('Zakaži\r\nBcc: svi@primer.rs <no-reply@zakazi.rs>', booking, DOMAIN), /not a mail address/);
  });

  test('any subject survives encoding: whole characters per encoded word, every line within 78 characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        // mailparser gives a subject back trimmed, runs of white space as one, without control characters
        fc.string({ unit: 'grapheme', maxLength: 200 }).filter((s) => s === s.trim() && !/\s\s|\p{Cc}/u.test(s)),
        async (subject) => {
          const encoded = headerText(subject, 'Subject: '.length);
          const lines = `Subject: ${encoded}`.split('\r\n');
          for (const line of lines) assert.ok(line.length <= 78, line);
          const m = await simpleParser(mimeMessage('no-reply@zakazi.rs', { ...booking, subject }, DOMAIN).raw);
          assert.equal(m.subject ?? '', subject);
        },
      ),
      { numRuns: 200 },
    );
  });
});
