import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { resetPassword } from '../api/resetPassword';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { errorCodeOf, formErrorKey, passwordProblem, type FormErrorKey } from '../errors';
import { parseId } from '../modes';
import { useAuthNav } from '../useAuthNav';

export function ResetConfirmForm() {
  const { t } = useTranslation();
  const { params, href, go } = useAuthNav();
  const userId = parseId(params.get('userId'));
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<FormErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!userId || !token) return;
    const next: typeof errors = {};
    const pw = passwordProblem(password);
    if (pw) next.password = t(pw === 'required' ? 'auth.validation.passwordRequired' : `auth.validation.${pw}`);
    if (!next.password && repeat !== password) next.repeat = t('auth.validation.mismatch');
    setErrors(next);
    setFailure(null);
    if (next.password || next.repeat) return;
    setBusy(true);
    const result = await resetPassword({ userId, token, newPassword: password });
    if (result.ok) {
      go('login', { notice: 'reset' });
      return;
    }
    setBusy(false);
    const key = formErrorKey(result.status, errorCodeOf(result.error));
    if (key === 'weakPassword') setErrors({ password: t('auth.errors.weakPassword') });
    else setFailure(key);
  }

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
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.resetConfirm.subtitle')}</Text>
        {failure && (
          <FormAlert kind="error">
            {t(`auth.errors.${failure}`)}{' '}
            {linkDead && <Anchor component={Link} to={href('password-reset')} size="sm">{t('auth.resetConfirm.requestNew')}</Anchor>}
          </FormAlert>
        )}
        <PasswordField isNew label={t('auth.resetConfirm.newPassword')} name="new-password" required autoFocus value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} />
        <PasswordField label={t('auth.resetConfirm.repeat')} autoComplete="new-password" name="repeat-password" required value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} error={errors.repeat} />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.resetConfirm.submit')}</Button>
      </Stack>
    </form>
  );
}
