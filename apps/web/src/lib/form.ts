import type { UseFormReturnType } from '@mantine/form';
import type { FieldErrors } from './http';

/**
 * Helpers for the forms (all built with @mantine/form; their saves are TanStack mutations, whose
 * refusals `fieldErrors` in lib/http turns into messages per field).
 */

/**
 * After a refused save, bring the first marked field into view and focus it: the save button sits
 * at the end of a long form, the first wrong field may be far above it. DOM order, not the order
 * of the messages.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the error states.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/** Marks the fields a refusal named (nothing else changes) and shows the first of them. */
export function markFields(form: Pick<UseFormReturnType<never>, 'setErrors'>, fields: FieldErrors, element: HTMLFormElement | null): void {
  form.setErrors(fields);
  if (Object.keys(fields).length) focusFirstInvalid(element);
}

/** True while any field of the form carries a message. */
export function hasFieldErrors(form: Pick<UseFormReturnType<never>, 'errors'>): boolean {
  return Object.values(form.errors).some(Boolean);
}
