import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/PinInput.css';
import { useForm } from '@mantine/form';
import { IDENTITY_ERRORS } from '@zakazi/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailField, FormAlert, PasswordField, emailError, formErrorKey } from '@/features/auth';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { confirmEmailChange, requestEmailChange } from '../api/changeEmail';
import { errorSentence, isServiceFailure } from '@/lib/error-sentence';

/**
 * Change the login email in two steps: the new address with the password (a code goes to the new
 * address), then the code. Until the code is in, the old address stays the login.
 */
export function EmailForm({ currentEmail, onChanged }: { currentEmail: string | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    validate: {
      newEmail: (v) => emailError(v, t) ?? (v.trim().toLowerCase() === currentEmail?.toLowerCase() ? t('account.email.same') : null),
      password: (v) => (v ? null : t('auth.validation.passwordRequired')),
    },
  });
  const codeForm = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (/^\d{6}$/.test(v) ? null : t('auth.confirm.codeRequired')) },
  });

  const request = useMutation({
    mutationFn: (v: typeof form.values) => requestEmailChange({ newEmail: v.newEmail.trim(), password: v.password }),
    onSuccess: (_data, v) => setSentTo(v.newEmail.trim()),
    onError: (error) => {
      const refused = apiErrorOf(error);
      if (refused.code === IDENTITY_ERRORS.invalidCredentials) form.setFieldError('password', t('account.password.wrongCurrent'));
      else if (refused.status === 409) form.setFieldError('newEmail', t('auth.errors.emailTaken'));
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmEmailChange({ emailCode: code }),
    onSuccess: () => {
      notify({ color: 'positive', message: t('account.email.done', { email: sentTo ?? '' }) });
      setSentTo(null);
      form.reset();
      codeForm.reset();
      onChanged();
    },
    onError: (error) => {
      const refused = apiErrorOf(error);
      const key = formErrorKey(refused.status, refused.code);
      if (key === 'emailTaken') codeForm.setFieldError('code', t('auth.errors.emailTaken'));
      else if (key === 'invalidCode' || key === 'codeExpired' || key === 'codeDead' || key === 'badInput') codeForm.setFieldError('code', t(`auth.errors.${key === 'badInput' ? 'invalidCode' : key}`));
    },
  });
  const requestProblem = request.error ? apiErrorOf(request.error) : null;
  const confirmProblem = confirm.error ? apiErrorOf(confirm.error) : null;
  /** A failure of the service shows above the form; the request's own refusals are on its fields. */
  const general = (e: ReturnType<typeof apiErrorOf> | null) => (e && isServiceFailure(e.status) ? errorSentence(e, t) : null);

  if (sentTo) {
    const problem = general(confirmProblem);
    return (
      <form onSubmit={codeForm.onSubmit((v) => confirm.mutate(v.code))} noValidate data-testid="email-code-form">
        <Stack gap="md">
          <Text size="sm">{t('account.email.codeSent', { email: sentTo })}</Text>
          {problem && <FormAlert kind="error">{problem}</FormAlert>}
          <Stack gap={4}>
            <Text component="label" htmlFor="email-change-code" size="sm" fw={500}>{t('account.email.code')}</Text>
            <PinInput
              id="email-change-code"
              length={6}
              type="number"
              oneTimeCode
              size="md"
              value={codeForm.values.code}
              onChange={(v) => codeForm.setFieldValue('code', v.replace(/\D/g, ''))}
              error={Boolean(codeForm.errors.code)}
              aria-label={t('account.email.code')}
              getInputProps={(index) => ({ 'aria-label': `${t('account.email.code')} ${index + 1}/6` })}
              gap="xs"
            />
            {codeForm.errors.code && <Text size="sm" c="negative.4" role="alert">{codeForm.errors.code}</Text>}
          </Stack>
          <Group justify="space-between" wrap="wrap">
            <Button variant="subtle" onClick={() => { setSentTo(null); confirm.reset(); }}>{t('account.email.back')}</Button>
            <Button type="submit" loading={confirm.isPending}>{t('account.email.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    );
  }
  const problem = general(requestProblem);
  return (
    <form onSubmit={form.onSubmit((v) => request.mutate(v))} noValidate data-testid="email-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">{t('account.email.current', { email: currentEmail ?? '—' })}</Text>
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        <EmailField label={t('account.email.new')} autoComplete="email" {...form.getInputProps('newEmail')} />
        <PasswordField name="emailPassword" label={t('account.password.current')} required {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>{t('account.email.send')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
