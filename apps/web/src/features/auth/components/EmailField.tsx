import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** The email field of the sign-up and login forms: the same label, keyboard and autofill hints everywhere. */
export function EmailField(props: TextInputProps & { name?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      size="md"
      required
      {...props}
    />
  );
}
