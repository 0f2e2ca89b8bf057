/** Zod-free module (the web client imports it at runtime): API paths of the management calls, as SPEC.md 7 spells them. */
export const managementPaths = {} as const;
