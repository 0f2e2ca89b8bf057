import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useTranslation } from '@/lib/i18n';
import { PHONE_MASK } from '@/lib/phone';

/** Every phone field: the mask of lib/phone.ts; the caller may give its own label and placeholder. */
export function PhoneField({ value, onChange, ...props }: InputBaseProps & { value: string; onChange: (value: string) => void; name?: string; required?: boolean; placeholder?: string; autoComplete?: string }) {
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
