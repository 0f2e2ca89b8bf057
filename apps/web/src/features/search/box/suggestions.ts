import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSuggestions } from '../api/getSuggestions';

/** The server answers from 2 characters on (CONTRACT.md: GET /api/Pretraga/predlozi). */
export const SUGGEST_MIN_CHARS = 2;

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q.trim(), signal),
    enabled: q.trim().length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
