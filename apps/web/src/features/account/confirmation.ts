/** The delete confirmation: the account's email (any case) or the word (OBRIŠI; OBRISI without the diacritic too). */
export function confirmationMatches(typed: string, email: string | null | undefined, word: string): boolean {
  const value = typed.trim();
  if (!value) return false;
  if (email && value.toLowerCase() === email.trim().toLowerCase()) return true;
  const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  return plain(value) === plain(word) || plain(value) === 'OBRISI';
}
