/** Zod-free module (the web client imports it at runtime): API paths of the booking calls, as SPEC.md 7 spells them. */
export const bookingPaths = {} as const;
