import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/PinInput.css';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { login } from '@/lib/session';
import { confirmEmail } from '../api/confirmEmail';
import { resendConfirmation } from '../api/resendConfirmation';
import { FormAlert } from '../components/FormAlert';
import { formErrorKey, type FormErrorKey, ERROR_TEXT } from '../errors';
import { normaliseCode, parseId } from '../modes';
import { takeCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';

const RESEND_COOLDOWN_S = 30;
/** Refusals that are about the code typed: they show under the code, not above the form. */
const CODE_PROBLEMS: readonly FormErrorKey[] = ['invalidCode', 'codeExpired', 'codeDead', 'badInput'];

export function ConfirmForm() {
  const { t } = useTranslation();
  const { params, href, go, finish } = useAuthNav();
  const userId = parseId(params.get('userId'));
  const email = params.get('email');
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.length === 6 ? null : t('auth.confirm.codeRequired')) },
  });
  const [cooldown, setCooldown] = useState(params.get('resent') === '1' ? RESEND_COOLDOWN_S : 0);

  const confirm = useMutation({
    mutationFn: (code: string) => confirmEmail({ userId: userId!, emailCode: code }),
    // Still holding the password from sign-up in memory: log straight in (pending meanwhile).
    onSuccess: async () => {
      const credentials = takeCredentials(email);
      const user = credentials ? await login(credentials.email, credentials.password).catch(() => null) : null;
      // A just-confirmed account has no two-step sign-in yet; were it owed, the login form asks for it.
      if (user && !('mfaRequired' in user)) finish(user.role);
      else go('login', { notice: 'confirmed', email });
    },
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      const key = formErrorKey(status, code);
      if (CODE_PROBLEMS.includes(key)) form.setFieldError('code', t(ERROR_TEXT[key === 'badInput' ? 'invalidCode' : key]));
    },
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmation(email!),
    onMutate: () => {
      setCooldown(RESEND_COOLDOWN_S);
      confirm.reset();
    },
    onSuccess: () => form.reset(),
  });
  const refused = confirm.error ?? resend.error;
  const refusedKey = refused ? formErrorKey(apiErrorOf(refused).status, apiErrorOf(refused).code) : null;
  const failure = refusedKey && !(confirm.error && CODE_PROBLEMS.includes(refusedKey)) ? refusedKey : null;
  const resent = params.get('resent') === '1' || resend.isSuccess;
  const busy = confirm.isPending || confirm.isSuccess;
  const error = form.errors.code;

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const submit = form.onSubmit(({ code }) => {
    if (!userId || busy) return;
    if (resend.isError) resend.reset();
    confirm.mutate(code);
  });

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
        {failure && <FormAlert kind="error">{t(ERROR_TEXT[failure])}</FormAlert>}
        <Stack gap={6}>
          <Text component="label" htmlFor="confirm-code" fw={500} size="sm">{t('auth.confirm.code')}</Text>
          <PinInput
            id="confirm-code"
            length={6}
            type="number"
            oneTimeCode
            size="lg"
            autoFocus
            value={form.values.code}
            onChange={(v) => form.setFieldValue('code', normaliseCode(v))}
            onComplete={(v) => {
              form.setFieldValue('code', normaliseCode(v));
              submit();
            }}
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
            <Button variant="subtle" size="compact-sm" onClick={() => resend.mutate()} disabled={cooldown > 0}>
              {cooldown > 0 ? t('auth.confirm.resendIn', { seconds: cooldown }) : t('auth.confirm.resend')}
            </Button>
          ) : <span />}
          <Anchor component={Link} to={href('register')} size="sm">{t('auth.confirm.wrongAddress')}</Anchor>
        </Group>
      </Stack>
    </form>
  );
}
