/** Texts of features/owner-operations (Serbian Latin first, English second). */
export const ownerOps = {
  sr: {},
  en: {},
};
