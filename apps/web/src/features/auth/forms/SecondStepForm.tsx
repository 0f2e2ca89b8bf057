import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IDENTITY_ERRORS } from '@zakazi/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { loginSecondStep, type User } from '@/lib/session';
import { FormAlert } from '../components/FormAlert';
import { ERROR_TEXT, loginErrorKey } from '../errors';

/**
 * Login's second step for an account with two-step sign-in: the code of the authenticator app or
 * a recovery code, exchanged with the password step's mfaToken (valid 5 minutes) for the session.
 */
export function SecondStepForm({ mfaToken, onDone, onBack }: { mfaToken: string; onDone: (user: User) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : t('auth.secondStep.invalidCode')) },
  });
  const confirm = useMutation({ mutationFn: (code: string) => loginSecondStep(mfaToken, code), onSuccess: onDone });
  const refused = confirm.error ? apiErrorOf(confirm.error) : null;
  const message = !refused
    ? null
    : refused.code === IDENTITY_ERRORS.invalidCode
      ? t('auth.secondStep.invalidCode')
      : refused.code === IDENTITY_ERRORS.invalidMfaToken
        ? t('auth.secondStep.expired')
        : t(ERROR_TEXT[loginErrorKey(refused.status, refused.code)]);
  const busy = confirm.isPending || confirm.isSuccess;

  return (
    <form onSubmit={form.onSubmit((v) => confirm.mutate(v.code))} noValidate aria-busy={busy} data-testid="second-step-form">
      <Stack gap="md">
        <Text c="dimmed" size="sm">{t('auth.secondStep.intro')}</Text>
        {message && <FormAlert kind="error">{message}</FormAlert>}
        <TextInput
          label={t('auth.secondStep.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          {...form.getInputProps('code')}
        />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.secondStep.submit')}</Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>{t('auth.secondStep.back')}</Anchor>
        </Group>
      </Stack>
    </form>
  );
}
