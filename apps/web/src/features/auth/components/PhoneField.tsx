import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useTranslation } from '@/lib/i18n';

/** SPEC.md 5 phone mask "(###) ### - ####". */
const PHONE_MASK = '(000) 000 - 0000';

/** The masked value as the API stores it: "064 123 4567" (the contract's phone pattern starts with a digit or +). */
export function phoneForApi(masked: string): string | null {
  const digits = masked.replace(/\D/g, '');
  if (!digits) return null;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/** A phone is either empty or complete (10 digits). */
export function phoneComplete(masked: string): boolean {
  const n = masked.replace(/\D/g, '').length;
  return n === 0 || n === 10;
}

export function PhoneField({ value, onChange, ...props }: InputBaseProps & { value: string; onChange: (value: string) => void; name?: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <InputBase
      component={IMaskInput}
      mask={PHONE_MASK}
      value={value}
      onAccept={(v: string) => onChange(v)}
      label={t('auth.fields.phone')}
      placeholder="(064) 123 - 4567"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      size="md"
      {...props}
    />
  );
}
