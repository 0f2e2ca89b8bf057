import type { UseFormReturnType } from '@mantine/form';
import type { RefObject } from 'react';
import { focusFirstInvalid, markFields } from '@/lib/form';
import { apiErrorOf, fieldErrors, type ApiError, type FieldErrors } from '@/lib/http';
import type { TFunction } from '@/lib/i18n';
import { FIELD_TEXT } from './texts';

/**
 * What an owner's form shows after a refused save: a message per field the server named (400
 * details, in our own words where we have them) and one sentence for the form.
 */
export function ownerFieldErrors(error: ApiError, t: TFunction): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, serverText] of Object.entries(fieldErrors(error))) {
    fields[field] = Object.hasOwn(FIELD_TEXT, field) ? t(FIELD_TEXT[field as keyof typeof FIELD_TEXT]) : serverText;
  }
  return fields;
}

export function failureMessage(error: ApiError, t: TFunction): string {
  const { status } = error;
  if (status === 0) return t('owner.errors.network');
  if (status >= 500) return t('owner.errors.server');
  if (status === 403) return t('owner.errors.forbidden');
  if (status === 404) return t('owner.errors.notFound');
  if (status === 400) return t('owner.errors.badInput');
  return t('owner.errors.conflict', { message: error.body?.message ?? error.code ?? String(status) });
}

/**
 * The two ways an owner's save ends unsaved, the same on every form: the server refused it (the
 * fields it named are marked, the first brought into view) or the form's own check did (the last
 * refusal is put away, the first marked field brought into view).
 */
export function refusalHandlers(
  form: Pick<UseFormReturnType<never>, 'setErrors'>,
  save: { reset: () => void },
  formRef: RefObject<HTMLFormElement | null>,
  t: TFunction,
) {
  return {
    onError: (error: unknown) => markFields(form, ownerFieldErrors(apiErrorOf(error), t), formRef.current),
    onInvalid: () => {
      save.reset();
      focusFirstInvalid(formRef.current);
    },
  };
}
