import type { TFunction } from '@/lib/i18n';
import type { HttpResult } from '@/lib/http';
import { errorCode, fieldErrorsOf, type FieldErrors } from './form-errors';

/**
 * What a form shows after a failed save: a message per field the server named (400 details, in
 * our own words where we have them) and one sentence for the form.
 */
export type Failure = { fields: FieldErrors; message: string };

export function failureOf(result: HttpResult<unknown>, t: TFunction): Failure {
  const fields: FieldErrors = {};
  if (result.status === 400) {
    for (const [field, serverText] of Object.entries(fieldErrorsOf(result.error))) {
      const ours = t(`owner.validation.${field}`);
      fields[field] = ours === `owner.validation.${field}` ? serverText : ours;
    }
  }
  return { fields, message: failureMessage(result, t) };
}

export function failureMessage(result: Pick<HttpResult<unknown>, 'status' | 'error'>, t: TFunction): string {
  const { status } = result;
  if (status === 0) return t('owner.errors.network');
  if (status >= 500) return t('owner.errors.server');
  if (status === 403) return t('owner.errors.forbidden');
  if (status === 404) return t('owner.errors.notFound');
  if (status === 400) return t('owner.errors.badInput');
  const body = result.error as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : (errorCode(result.error) ?? String(status));
  return t('owner.errors.conflict', { message });
}

/**
 * After a refused save, bring the first marked field into view and focus it: the save button sits
 * at the end of a long form, the first wrong field may be far above it.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the error states.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
