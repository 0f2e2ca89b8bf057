import { useRef, useState } from 'react';
import type { HttpResult } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { failureOf, focusFirstInvalid } from './feedback';
import type { FieldErrors } from './form-errors';

/**
 * The state every owner form keeps: its values, a message per wrong field, one sentence for the
 * form, whether a save is under way, and the form element (to bring the first wrong field into
 * view). Changing a field clears its message.
 */
export function useOwnerForm<V extends object>(initial: V | (() => V)) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as string] ? { ...e, [key]: '' } : e));
  };

  /** Marks fields as wrong (and says why for the whole form, if given), then shows the first. */
  function refuse(fields: FieldErrors, message: string | null = null): void {
    setErrors(fields);
    setFailure(message);
    focusFirstInvalid(formRef.current);
  }

  /** Sends a save with the form busy meanwhile; earlier messages go first. */
  async function save<R extends HttpResult<unknown>>(send: () => Promise<R>): Promise<R> {
    setErrors({});
    setFailure(null);
    setBusy(true);
    const result = await send();
    setBusy(false);
    return result;
  }

  /** A refused save: the fields the server named and one sentence for the form. */
  function refuseResult(result: HttpResult<unknown>): void {
    const f = failureOf(result, t);
    refuse(f.fields, f.message);
  }

  return { values, setValues, set, errors, setErrors, failure, setFailure, busy, formRef, refuse, save, refuseResult };
}
