/** Texts of features/not-found (Serbian; English in i18n.en.ts, loaded by English pages only: lib/i18n.ts). */
export const notFound = { title: 'Stranica nije pronađena', text: 'Stranica koju tražite ne postoji ili je premeštena.', home: 'Na početnu', search: 'Pretraži lokale' };
