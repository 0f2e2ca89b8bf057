import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textBundles } from '../test/text-bundles.ts';

/**
 * A business on Zakaži may be a dentist, a car wash or a gym: no Serbian text calls the business
 * a customer deals with "salon" ("salon potvrđuje…" for a dentist). The product's neutral word is
 * "lokal". "Salon" stays where it is one kind among others ("salon, ordinaciju ili servis") or part
 * of an example name ("Frizerski salon Mila").
 */

function strings(texts: unknown, key: string, out: [string, string][]): [string, string][] {
  if (typeof texts === 'string') out.push([key, texts]);
  else if (Array.isArray(texts)) texts.forEach((t, i) => strings(t, `${key}.${i}`, out));
  else if (texts && typeof texts === 'object') for (const [k, v] of Object.entries(texts)) strings(v, key ? `${key}.${k}` : k, out);
  return out;
}

test('no Serbian text calls every business a salon', async () => {
  const all: [string, string][] = [];
  for (const [name, bundle] of await textBundles()) strings(bundle.sr, name, all);
  assert.ok(all.length > 500, `read ${all.length} texts`);
  const salon = all.filter(([, text]) => /\bsalon\b/i.test(text) && !/ordinacij/i.test(text) && !/Frizerski salon/.test(text));
  assert.deepEqual(salon.map(([key, text]) => `${key}: ${text}`), []);
});
