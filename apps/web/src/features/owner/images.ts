/**
 * Client-side checks of an image before it is uploaded. The server checks the content again
 * (CONTRACT.md: JPEG, PNG or WebP, at most 10 MB); these mirror the contract's IMAGE_* constants
 * (management.ts, kept out of the bundle because it imports zod; images.test.ts keeps them equal).
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_COUNT = 30;
/** For the file picker: what the browser offers to choose. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size' | 'empty';

export function imageProblem(file: { type: string; size: number; name: string }): ImageProblem | null {
  const type = file.type || typeFromName(file.name);
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Some systems leave File.type empty; the extension is the next best guess (the server decides). */
function typeFromName(name: string): string {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return '';
}

/** "2,4 MB" in the page's language. */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}
