import type { KeyboardEvent } from 'react';

/**
 * Escape in the search box only closes what is open over it. Browsers clear an input of type
 * search on Escape (Chromium does), which threw away the typed query along with the suggestions.
 */
export function keepTextOnEscape(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Escape') event.preventDefault();
}
