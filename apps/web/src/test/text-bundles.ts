import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { common } from '../lib/i18n.common.ts';
import { commonEn } from '../lib/i18n.common.en.ts';

export type Texts = Record<string, unknown>;

/**
 * Every bundle of texts by its key (common, catalogue, search…), each in Serbian and English, for
 * the tests that read all texts. Most features' i18n.ts hold `{ sr, en }`; the first bundle's
 * (the shell's, catalogue's, not-found's) keep their English apart in i18n.en.ts as `<name>En`,
 * so Serbian pages do not load it (lib/i18n.ts).
 */
export async function textBundles(): Promise<[string, { sr: Texts; en: Texts }][]> {
  const bundles: [string, { sr: Texts; en: Texts }][] = [['common', { sr: common, en: commonEn }]];
  const featuresDir = join(import.meta.dirname, '..', 'features');
  for (const feature of readdirSync(featuresDir)) {
    const file = join(featuresDir, feature, 'i18n.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, Texts>;
    const englishFile = join(featuresDir, feature, 'i18n.en.ts');
    const english = existsSync(englishFile) ? ((await import(englishFile)) as Record<string, Texts>) : undefined;
    for (const [name, texts] of Object.entries(module)) {
      if (english) bundles.push([name, { sr: texts, en: english[`${name}En`] as Texts }]);
      else if (texts.sr && texts.en) bundles.push([name, texts as { sr: Texts; en: Texts }]);
    }
  }
  return bundles;
}
