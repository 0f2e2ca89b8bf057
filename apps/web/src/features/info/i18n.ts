import { about } from './texts/about';
import { faq } from './texts/faq';
import { privacy } from './texts/privacy';
import { terms } from './texts/terms';

/**
 * The information pages' texts, in Serbian (Latin) and English like every other text, so the
 * Cyrillic interface shows them transliterated (lib/translate.ts). Each page's long texts are in
 * texts/, one file a page.
 */
export const info = {
  sr: {
    updated: 'Poslednja izmena: {{date}}', contact: 'Kontakt', faqMore: 'Niste pronašli odgovor? Pišite nam na podrska@zakazi.rs.',
    about: about.sr, faq: faq.sr, privacy: privacy.sr, terms: terms.sr,
  },
  en: {
    updated: 'Last updated: {{date}}', contact: 'Contact', faqMore: 'Did not find your answer? Write to us at podrska@zakazi.rs.',
    about: about.en, faq: faq.en, privacy: privacy.en, terms: terms.en,
  },
};
