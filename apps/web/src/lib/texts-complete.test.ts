import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textBundles, type Texts } from '../test/text-bundles.ts';

/**
 * Every text exists in both languages: a key in Serbian has its English twin and the other way
 * round. Serbian has a `_few` plural form English lacks; English answers it with `_other`.
 */
function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? keys(value as Texts, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function gaps(sr: Texts, en: Texts): string[] {
  const srKeys = new Set(keys(sr));
  const enKeys = new Set(keys(en));
  const missingEn = [...srKeys].filter((k) => !enKeys.has(k) && !(k.endsWith('_few') && enKeys.has(k.replace(/_few$/, '_other'))));
  const missingSr = [...enKeys].filter((k) => !srKeys.has(k));
  return [...missingEn.map((k) => `en lacks ${k}`), ...missingSr.map((k) => `sr lacks ${k}`)];
}

test('every bundle of texts has each text in Serbian and in English (the shell\'s too)', async () => {
  const problems: string[] = [];
  const bundles = await textBundles();
  for (const [name, bundle] of bundles) for (const gap of gaps(bundle.sr, bundle.en ?? {})) problems.push(`${name}: ${gap}`);
  assert.ok(bundles.length >= 16, `read ${bundles.length} text bundles`);
  assert.deepEqual(problems, []);
});
