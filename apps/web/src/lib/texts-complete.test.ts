import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { common } from './i18n.common.ts';

/**
 * Every text exists in both languages: a key in Serbian has its English twin and the other way
 * round. Serbian has a `_few` plural form English lacks; English answers it with `_other`.
 */
type Texts = Record<string, unknown>;

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

const featuresDir = join(import.meta.dirname, '..', 'features');

test('every feature has its texts in Serbian and in English', async () => {
  const problems: string[] = [];
  let bundles = 0;
  for (const feature of readdirSync(featuresDir)) {
    const file = join(featuresDir, feature, 'i18n.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, { sr?: Texts; en?: Texts }>;
    for (const [name, bundle] of Object.entries(module)) {
      if (!bundle?.sr || !bundle.en) continue;
      bundles++;
      for (const gap of gaps(bundle.sr, bundle.en)) problems.push(`${feature}/${name}: ${gap}`);
    }
  }
  assert.ok(bundles >= 15, `read ${bundles} text bundles`);
  assert.deepEqual(problems, []);
});

test('the shared texts are complete in both languages', () => {
  assert.deepEqual(gaps(common.sr as Texts, common.en as Texts), []);
});
