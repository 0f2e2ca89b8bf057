/** Zod-free module (the web client imports it at runtime): API paths of the people calls, as SPEC.md 7 spells them. */
export const peoplePaths = {} as const;
