/**
 * Text PostgreSQL cannot store as sent: a NUL character (the statement fails with 22021) or an
 * unpaired UTF-16 surrogate (no UTF-8 form). The hook on every /api request (http/text-input.ts)
 * and the image upload's own body reader (modules/media/upload-body.ts) both refuse it with 400.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type BadText = { field: string; message: string };

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired surrogate (not valid Unicode text)';
  return undefined;
}

/** The first string in `value` (any depth, keys too) that holds NUL or an unpaired surrogate. */
export function findBadText(value: unknown, field: string): BadText | undefined {
  const stack: [unknown, string][] = [[value, field]];
  while (stack.length) {
    const [current, where] = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { field: where, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${where}.${i}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const message = textProblem(key);
        if (message) return { field: `${where}.${key}`, message: `a field name ${message}` };
        stack.push([item, `${where}.${key}`]);
      }
    }
  }
  return undefined;
}
