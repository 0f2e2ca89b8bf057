import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { forgotPassword } from '../api/forgotPassword';
import { EmailField } from '../components/EmailField';
import { FormAlert } from '../components/FormAlert';
import { emailError, formErrorKey, ERROR_TEXT } from '../errors';
import { useAuthNav } from '../useAuthNav';

export function ResetRequestForm() {
  const { t } = useTranslation();
  const { params, href } = useAuthNav();
  const form = useForm({ initialValues: { email: params.get('email') ?? '' }, validate: { email: (v) => emailError(v, t) } });
  // The answer is the same whether or not the address has an account (no account probing).
  const request = useMutation({ mutationFn: (email: string) => forgotPassword(email) });
  const refused = request.error ? apiErrorOf(request.error) : null;
  const failure = refused ? formErrorKey(refused.status, refused.code) : null;
  const sentTo = request.isSuccess ? request.variables : null;
  const email = form.values.email;

  if (sentTo) {
    return (
      <Stack gap="md">
        <FormAlert kind="success">{t('auth.reset.sent', { email: sentTo })}</FormAlert>
        <Button component={Link} to={href('login', { email: sentTo })} variant="light" size="md" fullWidth>{t('auth.reset.back')}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit((v) => request.mutate(v.email.trim()))} noValidate aria-busy={request.isPending}>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.reset.subtitle')}</Text>
        {failure && <FormAlert kind="error">{t(ERROR_TEXT[failure])}</FormAlert>}
        <EmailField autoFocus {...form.getInputProps('email')} />
        <Button type="submit" size="md" loading={request.isPending} fullWidth>{t('auth.reset.submit')}</Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={href('login', { email: email.trim() || null })}>{t('auth.reset.back')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
