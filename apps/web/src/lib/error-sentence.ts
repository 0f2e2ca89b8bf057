import { apiErrorOf, type ApiError } from './http';
import type { TFunction, TranslationKey } from './i18n';

/**
 * The one place an API error becomes a sentence for the user (issue 27 item 5). The server's own
 * `message` is English and for developers, so the interface never shows it; it words each failure
 * itself, in the interface's language:
 *
 * 1. the feature's own sentence for the answer's error code (`slot-taken`), then for its status
 *    (409), when it gave one: only the feature knows what a taken slot means on its screen;
 * 2. the shared sentences (common.errors.*): no answer at all, the server's fault, too many tries,
 *    an expired session, no right to do it, a thing that is gone;
 * 3. the feature's sentence for any other refusal, else "That did not work".
 *
 * Free of the @/ alias and of the i18n runtime, so plain-Node unit tests can import its users.
 */
export type OwnSentences = {
  /** Sentences by error code (`'slot-taken'`) or by status (`409`); these win over the shared ones. */
  for?: Partial<Record<string | number, string>>;
  /** What any other refusal reads as (a 400 or 409 the feature did not name). */
  otherwise?: string;
};

/** The status classes every feature words alike because the user acts on them alike: wait, retry, log in. */
export function sharedErrorKey(status: number): TranslationKey | null {
  if (status === 0) return 'common.errors.offline';
  if (status >= 500) return 'common.errors.server';
  if (status === 429) return 'common.errors.tooMany';
  if (status === 401) return 'common.errors.session';
  if (status === 403) return 'common.errors.forbidden';
  if (status === 404) return 'common.errors.gone';
  return null;
}

/**
 * The request was fine and the service failed it (no answer, the server's fault, too many tries):
 * a form shows such a failure above its fields, whatever fields it has.
 */
export function isServiceFailure(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** What a failed load or write (anything a query or mutation rejected with) says to the user. */
export function errorSentence(error: unknown, t: TFunction, own: OwnSentences = {}): string {
  const e: ApiError = apiErrorOf(error);
  const mine = (e.code !== null ? own.for?.[e.code] : undefined) ?? own.for?.[e.status];
  if (mine !== undefined) return mine;
  const shared = sharedErrorKey(e.status);
  if (shared) return t(shared);
  return own.otherwise ?? t('common.errors.failed');
}
