/** Texts of features/booking (Serbian Latin first, English second). */
export const booking = {
  sr: {},
  en: {},
};
