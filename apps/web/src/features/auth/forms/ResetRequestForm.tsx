import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { forgotPassword } from '../api/forgotPassword';
import { FormAlert } from '../components/FormAlert';
import { errorCodeOf, formErrorKey, isEmail, type FormErrorKey } from '../errors';
import { useAuthNav } from '../useAuthNav';

export function ResetRequestForm() {
  const { t } = useTranslation();
  const { params, href } = useAuthNav();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t('auth.validation.emailRequired'));
    if (!isEmail(email)) return setError(t('auth.validation.email'));
    setError(null);
    setFailure(null);
    setBusy(true);
    const result = await forgotPassword(email.trim());
    setBusy(false);
    // The answer is the same whether or not the address has an account (no account probing).
    if (result.ok) setSentTo(email.trim());
    else setFailure(formErrorKey(result.status, errorCodeOf(result.error)));
  }

  if (sentTo) {
    return (
      <Stack gap="md">
        <FormAlert kind="success">{t('auth.reset.sent', { email: sentTo })}</FormAlert>
        <Button component={Link} to={href('login', { email: sentTo })} variant="light" size="md" fullWidth>{t('auth.reset.back')}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.reset.subtitle')}</Text>
        {failure && <FormAlert kind="error">{t(`auth.errors.${failure}`)}</FormAlert>}
        <TextInput
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.reset.submit')}</Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={href('login', { email: email.trim() || null })}>{t('auth.reset.back')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
