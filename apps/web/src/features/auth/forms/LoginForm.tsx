import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { keysUnder } from '@/lib/text-keys';
import { login } from '@/lib/session';
import { resendConfirmation } from '../api/resendConfirmation';
import { EmailField } from '../components/EmailField';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { emailError, loginErrorKey, ERROR_TEXT } from '../errors';
import { rememberCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';
import { PasskeyLogin } from './PasskeyLogin';
import { SecondStepForm } from './SecondStepForm';

/** The notices another page can leave for the login form (?notice=). */
const NOTICE_TEXT = keysUnder('auth.notice', ['confirmed', 'reset', 'loggedOut', 'expired']);

export function LoginForm() {
  const { t } = useTranslation();
  const { params, href, go, finish } = useAuthNav();
  const form = useForm({
    initialValues: { email: params.get('email') ?? '', password: '' },
    validate: {
      email: (v) => emailError(v, t),
      password: (v) => (v ? null : t('auth.validation.passwordRequired')),
    },
  });
  // Set when the password was right and the account signs in in two steps.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: (v: typeof form.values) => login(v.email, v.password),
    onSuccess: (answer) => ('mfaRequired' in answer ? setMfaToken(answer.mfaToken) : finish(answer.role)),
  });
  // A new code for an account that was never confirmed, then on to the code step (sent or not: it has its own resend).
  const confirmNow = useMutation({
    mutationFn: ({ email }: { email: string; userId: number }) => resendConfirmation(email),
    onSettled: (_data, _error, { email, userId }) => go('register-confirm', { userId, email, resent: 1 }),
  });
  const refused = signIn.error ? apiErrorOf(signIn.error) : null;
  const refusedUserId = refused?.extra('userId');
  const failure = refused ? { key: loginErrorKey(refused.status, refused.code), userId: typeof refusedUserId === 'number' ? refusedUserId : null } : null;
  // Busy until the page has moved on after a login.
  const busy = signIn.isPending || (signIn.isSuccess && !mfaToken);
  const { email, password } = form.values;
  const notice = params.get('notice');

  function startConfirm() {
    if (!failure?.userId) return;
    rememberCredentials(email, password);
    confirmNow.mutate({ email: email.trim(), userId: failure.userId });
  }

  if (mfaToken) {
    const back = () => {
      setMfaToken(null);
      signIn.reset();
      form.setFieldValue('password', '');
    };
    return <SecondStepForm mfaToken={mfaToken} onDone={(user) => finish(user.role)} onBack={back} />;
  }

  return (
    <form onSubmit={form.onSubmit((v) => signIn.mutate(v))} noValidate aria-busy={busy}>
      <Stack gap="md">
        {notice && Object.hasOwn(NOTICE_TEXT, notice) && <FormAlert kind="success">{t(NOTICE_TEXT[notice as keyof typeof NOTICE_TEXT])}</FormAlert>}
        {failure && (
          <FormAlert kind="error">
            <Stack gap={6} align="flex-start">
              <span>{t(ERROR_TEXT[failure.key])}</span>
              {failure.key === 'emailNotConfirmed' && failure.userId && (
                <Button size="xs" variant="light" color="brand" loading={confirmNow.isPending} onClick={startConfirm}>{t('auth.errors.confirmNow')}</Button>
              )}
            </Stack>
          </FormAlert>
        )}
        <EmailField autoComplete="username" {...form.getInputProps('email')} autoFocus={!email} />
        <PasswordField
          name="password"
          required
          {...form.getInputProps('password')}
          autoFocus={Boolean(email)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={href('password-reset', { email: email || null })} size="sm">{t('auth.login.forgot')}</Anchor>
        </Group>
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.login.submit')}</Button>
        <PasskeyLogin onDone={(user) => finish(user.role)} />
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={href('register')} fw={600}>{t('auth.login.toRegister')}</Anchor>
        </Text>
        <Group justify="center">
          <Anchor component={Link} to="/partner" c="secondary.4" size="sm">{t('auth.login.partner')}</Anchor>
        </Group>
      </Stack>
    </form>
  );
}
