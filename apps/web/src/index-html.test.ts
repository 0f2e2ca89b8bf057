import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/** index.html, the head of every page, as the HTML validator reads it. */
const web = join(import.meta.dirname, '..');
const indexHtml = readFileSync(join(web, 'index.html'), 'utf8');
const urls = [...indexHtml.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

test('every URL in index.html is a valid URL string: no raw spaces (the Nu validator refused the inline favicon for them)', () => {
  assert.ok(urls.length >= 2, `found ${urls.length} URLs`);
  for (const url of urls) assert.doesNotMatch(url, /\s/, url.slice(0, 80));
});

test('the inline favicon is the icon of public/favicon.svg', () => {
  const icon = urls.find((url) => url.startsWith('data:image/svg+xml,'));
  assert.ok(icon, 'an inline SVG favicon');
  const inline = decodeURIComponent(icon.slice('data:image/svg+xml,'.length));
  const file = readFileSync(join(web, 'public', 'favicon.svg'), 'utf8').trim();
  assert.equal(inline.replaceAll("'", '"'), file);
});
