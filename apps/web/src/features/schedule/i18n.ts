/** Texts of features/schedule (Serbian Latin first, English second). */
export const schedule = {
  sr: {},
  en: {},
};
