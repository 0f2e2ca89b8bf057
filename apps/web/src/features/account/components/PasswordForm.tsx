import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IDENTITY_ERRORS } from '@zakazi/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormAlert, PasswordField, newPasswordError } from '@/features/auth';
import { markFields } from '@/lib/form';
import { apiErrorOf, fieldErrors } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { adoptTokens } from '@/lib/session';
import { changePassword } from '../api/changePassword';
import { errorSentence, isServiceFailure } from '@/lib/error-sentence';

/**
 * Change password: the current one, the new one twice. The answer carries new tokens for this
 * tab (every other session ends), which the session adopts.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', repeat: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('auth.validation.passwordRequired')),
      newPassword: (v) => newPasswordError(v, t),
      repeat: (v, values) => (v === values.newPassword ? null : t('auth.validation.mismatch')),
    },
  });
  const change = useMutation({
    mutationFn: (v: typeof form.values) => changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
    onSuccess: (tokens) => {
      adoptTokens(tokens);
      form.reset();
      notify({ color: 'positive', message: t('account.password.done') });
    },
    onError: (error) => {
      const refused = apiErrorOf(error);
      if (refused.code === IDENTITY_ERRORS.invalidCredentials) form.setFieldError('currentPassword', t('account.password.wrongCurrent'));
      else if (refused.code === IDENTITY_ERRORS.weakPassword) form.setFieldError('newPassword', t('auth.errors.weakPassword'));
      else markFields(form, fieldErrors(refused), element.current);
    },
  });
  const refused = change.error ? apiErrorOf(change.error) : null;
  const general = refused && isServiceFailure(refused.status) ? errorSentence(refused, t) : null;

  return (
    <form ref={element} onSubmit={form.onSubmit((v) => change.mutate(v))} noValidate data-testid="password-form">
      <Stack gap="md">
        {general && <FormAlert kind="error">{general}</FormAlert>}
        <PasswordField name="currentPassword" label={t('account.password.current')} required {...form.getInputProps('currentPassword')} />
        <PasswordField name="newPassword" label={t('account.password.new')} isNew required {...form.getInputProps('newPassword')} />
        <PasswordField name="repeat" label={t('account.password.repeat')} autoComplete="new-password" required {...form.getInputProps('repeat')} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>{t('account.password.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
