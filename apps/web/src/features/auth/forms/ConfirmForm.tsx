import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/PinInput.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { login } from '@/lib/session';
import { confirmEmail } from '../api/confirmEmail';
import { resendConfirmation } from '../api/resendConfirmation';
import { FormAlert } from '../components/FormAlert';
import { errorCodeOf, formErrorKey, type FormErrorKey } from '../errors';
import { normaliseCode, parseId } from '../modes';
import { takeCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';

const RESEND_COOLDOWN_S = 30;

export function ConfirmForm() {
  const { t } = useTranslation();
  const { params, href, go, finish } = useAuthNav();
  const userId = parseId(params.get('userId'));
  const email = params.get('email');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(params.get('resent') === '1');
  const [cooldown, setCooldown] = useState(params.get('resent') === '1' ? RESEND_COOLDOWN_S : 0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function submit(event?: FormEvent, value = code) {
    event?.preventDefault();
    if (!userId || busy) return;
    if (value.length !== 6) {
      setError(t('auth.confirm.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setFailure(null);
    const result = await confirmEmail({ userId, emailCode: value });
    if (!result.ok) {
      setBusy(false);
      const key = formErrorKey(result.status, errorCodeOf(result.error));
      if (key === 'invalidCode' || key === 'codeExpired' || key === 'codeDead' || key === 'badInput') setError(t(`auth.errors.${key === 'badInput' ? 'invalidCode' : key}`));
      else setFailure(key);
      return;
    }
    // Still holding the password from sign-up in memory: log straight in.
    const credentials = takeCredentials(email);
    if (credentials) {
      const logged = await login(credentials.email, credentials.password);
      if (logged.ok) {
        finish();
        return;
      }
    }
    go('login', { notice: 'confirmed', email });
  }

  async function resend() {
    if (!email) return;
    setCooldown(RESEND_COOLDOWN_S);
    const result = await resendConfirmation(email);
    if (result.ok) {
      setResent(true);
      setError(null);
      setCode('');
    } else setFailure(formErrorKey(result.status, errorCodeOf(result.error)));
  }

  if (!userId) {
    return (
      <Stack gap="md">
        <FormAlert kind="info">{t('auth.confirm.noUser')}</FormAlert>
        <Button component={Link} to={href('login', { email })} size="md" fullWidth>{t('auth.register.toLogin')}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text c="dimmed">{email ? t('auth.confirm.subtitle', { email }) : t('auth.confirm.subtitleNoEmail')}</Text>
        {resent && !failure && <FormAlert kind="success">{t('auth.confirm.resent')}</FormAlert>}
        {failure && <FormAlert kind="error">{t(`auth.errors.${failure}`)}</FormAlert>}
        <Stack gap={6}>
          <Text component="label" htmlFor="confirm-code" fw={500} size="sm">{t('auth.confirm.code')}</Text>
          <PinInput
            id="confirm-code"
            length={6}
            type="number"
            oneTimeCode
            size="lg"
            autoFocus
            value={code}
            onChange={(v) => {
              setCode(normaliseCode(v));
              setError(null);
            }}
            onComplete={(v) => void submit(undefined, normaliseCode(v))}
            error={Boolean(error)}
            aria-label={t('auth.confirm.code')}
            getInputProps={(index) => ({ 'aria-label': `${t('auth.confirm.code')} ${index + 1}/6` })}
            gap="xs"
          />
          {error && <Text c="negative.4" size="sm" role="alert" data-testid="code-error">{error}</Text>}
        </Stack>
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.confirm.submit')}</Button>
        <Group justify="space-between" gap="xs">
          {email ? (
            <Button variant="subtle" size="compact-sm" onClick={() => void resend()} disabled={cooldown > 0}>
              {cooldown > 0 ? t('auth.confirm.resendIn', { seconds: cooldown }) : t('auth.confirm.resend')}
            </Button>
          ) : <span />}
          <Anchor component={Link} to={href('register')} size="sm">{t('auth.confirm.wrongAddress')}</Anchor>
        </Group>
      </Stack>
    </form>
  );
}
