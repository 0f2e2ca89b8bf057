/** Texts of features/favorites (Serbian Latin first, English second). */
export const favorites = {
  sr: {
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
