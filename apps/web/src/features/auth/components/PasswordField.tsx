import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Password input with a named show/hide toggle and, for new passwords, the rules as a hint. */
export function PasswordField({ isNew = false, ...props }: PasswordInputProps & { isNew?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={t('auth.fields.password')}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      description={isNew ? t('auth.fields.passwordHint') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword') }}
      maxLength={128}
      size="md"
      {...props}
    />
  );
}
