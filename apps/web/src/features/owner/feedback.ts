import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { FormDialogProps } from './components/FormParts';
import { focusFirstInvalid, markFields } from '@/lib/form';
import { apiErrorOf, fieldErrors, type ApiError, type FieldErrors } from '@/lib/http';
import type { TFunction } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { FIELD_TEXT } from './texts';
import { errorSentence } from '@/lib/error-sentence';

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

/** The one sentence of an owner's refused save (lib/error-sentence.ts), with the owner's words for a 400 and a conflict. */
export function failureMessage(error: ApiError, t: TFunction, own: Partial<Record<string | number, string>> = {}): string {
  return errorSentence(error, t, { for: { 400: t('owner.errors.badInput'), ...own }, otherwise: t('owner.errors.conflict') });
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

/**
 * The save of an owner's dialog (a service, an employee), the same in each: the form's values
 * become the request's body, success says so and closes the dialog, a refusal marks the fields
 * the server named (`fieldsOf` first: the refusals the dialog words itself, under their fields),
 * and the rest is one sentence above the form (`failure`).
 */
export function dialogSave<V, B>(
  form: UseFormReturnType<V>,
  save: UseMutationResult<unknown, Error, B>,
  formRef: RefObject<HTMLFormElement | null>,
  t: TFunction,
  { body, saved, onClose, fieldsOf }: { body: (values: V) => B; saved: string; onClose: () => void; fieldsOf?: (error: ApiError) => FieldErrors | null },
): FormDialogProps {
  const handlers = refusalHandlers(form as unknown as Pick<UseFormReturnType<never>, 'setErrors'>, save, formRef, t);
  const refused = save.error ? apiErrorOf(save.error) : null;
  const failure = refused && !fieldsOf?.(refused) ? failureMessage(refused, t) : null;
  const submit = form.onSubmit(
    (values) =>
      save.mutate(body(values), {
        onSuccess: () => {
          void notify({ color: 'positive', message: saved });
          onClose();
        },
        onError: (error) => {
          const refusal = apiErrorOf(error);
          markFields(form as unknown as Pick<UseFormReturnType<never>, 'setErrors'>, fieldsOf?.(refusal) ?? ownerFieldErrors(refusal, t), formRef.current);
        },
      }),
    handlers.onInvalid,
  );
  return { formRef, onSubmit: submit, busy: save.isPending, onClose, failure };
}
