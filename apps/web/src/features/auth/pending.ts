/**
 * Credentials kept in memory only (never stored) between sign-up and the confirm step, so a user who
 * just registered is logged in automatically once they enter the code. Cleared when used.
 */
let pending: { email: string; password: string } | null = null;

export function rememberCredentials(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

export function takeCredentials(email: string | null): { email: string; password: string } | null {
  if (!pending || (email && pending.email !== email.trim().toLowerCase())) return null;
  const value = pending;
  pending = null;
  return value;
}
