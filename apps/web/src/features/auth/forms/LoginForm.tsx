import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { login } from '@/lib/session';
import { resendConfirmation } from '../api/resendConfirmation';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { isEmail, loginErrorKey, type LoginErrorKey } from '../errors';
import { rememberCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';

const NOTICES = ['confirmed', 'reset', 'loggedOut', 'expired'] as const;

export function LoginForm() {
  const { t } = useTranslation();
  const { params, href, go, finish } = useAuthNav();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<{ key: LoginErrorKey; userId: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = params.get('notice');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!email.trim()) next.email = t('auth.validation.emailRequired');
    else if (!isEmail(email)) next.email = t('auth.validation.email');
    if (!password) next.password = t('auth.validation.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setFailure(null);
    const result = await login(email, password);
    if (result.ok) {
      finish();
      return;
    }
    setBusy(false);
    setFailure({ key: loginErrorKey(result.status, result.error), userId: result.userId });
  }

  async function confirmNow() {
    if (!failure?.userId) return;
    rememberCredentials(email, password);
    await resendConfirmation(email.trim());
    go('register-confirm', { userId: failure.userId, email: email.trim(), resent: 1 });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {notice && (NOTICES as readonly string[]).includes(notice) && <FormAlert kind="success">{t(`auth.notice.${notice}`)}</FormAlert>}
        {failure && (
          <FormAlert kind="error">
            <Stack gap={6} align="flex-start">
              <span>{t(`auth.errors.${failure.key}`)}</span>
              {failure.key === 'emailNotConfirmed' && failure.userId && (
                <Button size="xs" variant="light" color="brand" onClick={() => void confirmNow()}>{t('auth.errors.confirmNow')}</Button>
              )}
            </Stack>
          </FormAlert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          size="md"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          autoFocus={!email}
        />
        <PasswordField
          name="password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          autoFocus={Boolean(email)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={href('password-reset', { email: email || null })} size="sm">{t('auth.login.forgot')}</Anchor>
        </Group>
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.login.submit')}</Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={href('register')} fw={600}>{t('auth.login.toRegister')}</Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/partner" c="secondary.4">{t('auth.login.partner')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
