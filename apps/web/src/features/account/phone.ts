/**
 * A stored phone as the mask's ten national digits: "+381 64 1122334" and "064 112 2334" both
 * become 0641122334 (the mask "(###) ### - ####" has no room for the country code).
 */
export function digitsOf(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return (digits.startsWith('381') && digits.length >= 11 ? `0${digits.slice(3)}` : digits).slice(0, 10);
}
