export const info = {
  sr: { updated: 'Poslednja izmena: {{date}}', contact: 'Kontakt', faqMore: 'Niste pronašli odgovor? Pišite nam na podrska@zakazi.rs.' },
  en: { updated: 'Last updated: {{date}}', contact: 'Contact', faqMore: 'Did not find your answer? Write to us at podrska@zakazi.rs.' },
};
