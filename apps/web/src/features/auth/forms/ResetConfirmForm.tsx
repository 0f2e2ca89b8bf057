import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { resetPassword } from '../api/resetPassword';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { formErrorKey, newPasswordError, ERROR_TEXT } from '../errors';
import { parseId } from '../modes';
import { useAuthNav } from '../useAuthNav';

export function ResetConfirmForm() {
  const { t } = useTranslation();
  const { params, href, go } = useAuthNav();
  const userId = parseId(params.get('userId'));
  const token = params.get('token');
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (v) => newPasswordError(v, t),
      repeat: (v, values) => (newPasswordError(values.password, t) || v === values.password ? null : t('auth.validation.mismatch')),
    },
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ userId: userId!, token: token!, newPassword }),
    onSuccess: () => go('login', { notice: 'reset' }),
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      if (formErrorKey(status, code) === 'weakPassword') form.setFieldError('password', t('auth.errors.weakPassword'));
    },
  });
  const refused = reset.error ? apiErrorOf(reset.error) : null;
  const refusedKey = refused ? formErrorKey(refused.status, refused.code) : null;
  const failure = refusedKey === 'weakPassword' ? null : refusedKey;
  const busy = reset.isPending || reset.isSuccess;

  if (!userId || !token) {
    return (
      <Stack gap="md">
        <FormAlert kind="error">{t('auth.resetConfirm.badLink')}</FormAlert>
        <Button component={Link} to={href('password-reset')} size="md" fullWidth>{t('auth.resetConfirm.requestNew')}</Button>
      </Stack>
    );
  }

  const linkDead = failure === 'invalidToken' || failure === 'tokenExpired';
  return (
    <form onSubmit={form.onSubmit((v) => reset.mutate(v.password))} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.resetConfirm.subtitle')}</Text>
        {failure && (
          <FormAlert kind="error">
            {t(ERROR_TEXT[failure])}{' '}
            {linkDead && <Anchor component={Link} to={href('password-reset')} size="sm">{t('auth.resetConfirm.requestNew')}</Anchor>}
          </FormAlert>
        )}
        <PasswordField isNew label={t('auth.resetConfirm.newPassword')} name="new-password" required autoFocus {...form.getInputProps('password')} />
        <PasswordField label={t('auth.resetConfirm.repeat')} autoComplete="new-password" name="repeat-password" required {...form.getInputProps('repeat')} />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.resetConfirm.submit')}</Button>
      </Stack>
    </form>
  );
}
