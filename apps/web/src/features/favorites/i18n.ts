/** Texts of features/favorites (Serbian Latin first, English second). */
export const favorites = {
  sr: {
    add: 'Dodaj {{name}} u omiljene',
    remove: 'Ukloni {{name}} iz omiljenih',
    save: 'Sačuvaj',
    saved: 'Sačuvano',
    added: 'Dodato u omiljene: {{name}}',
    removed: 'Uklonjeno iz omiljenih: {{name}}',
    failed: 'Izmena omiljenih nije uspela. Pokušajte ponovo.',
    title: 'Omiljeni lokali',
    empty: 'Još nemate omiljene lokale',
    emptyText: 'Pritisnite srce na lokalu koji vam se dopada i naći ćete ga ovde.',
    browse: 'Pregledaj lokale',
  },
  en: {
    add: 'Add {{name}} to favorites',
    remove: 'Remove {{name}} from favorites',
    save: 'Save',
    saved: 'Saved',
    added: 'Added to favorites: {{name}}',
    removed: 'Removed from favorites: {{name}}',
    failed: 'Updating favorites failed. Please try again.',
    title: 'Favorite places',
    empty: 'No favorites yet',
    emptyText: 'Tap the heart on a place you like and you will find it here.',
    browse: 'Browse places',
  },
};
