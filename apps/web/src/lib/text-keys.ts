import type { TranslationKey } from './i18n';

/** The last parts of the keys under a prefix: NamesUnder<'owner.tabs'> is 'pregled' | 'kalendar' | … */
type NamesUnder<P extends string> = TranslationKey extends infer K ? (K extends `${P}.${infer N}` ? N : never) : never;

/**
 * The typed map name → key where every key is the prefix and the name: keysUnder('auth.notice',
 * ['reset']).reset is 'auth.notice.reset'. A name with no key under the prefix fails the typecheck.
 * Free of the i18n runtime (and of the @/ alias), so plain-Node unit tests can import its users.
 */
export function keysUnder<const P extends string, const N extends NamesUnder<P>>(prefix: P, names: readonly N[]): { [K in N]: `${P}.${K}` } {
  return Object.fromEntries(names.map((n) => [n, `${prefix}.${n}`])) as { [K in N]: `${P}.${K}` };
}
