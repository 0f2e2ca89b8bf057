/** Texts of features/favorites (Serbian Latin first, English second). */
export const favorites = {
  sr: {},
  en: {},
};
