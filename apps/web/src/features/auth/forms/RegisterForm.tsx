import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorOf } from '@/lib/http';
import { currentLang, useTranslation } from '@/lib/i18n';
import { createUser } from '../api/createUser';
import { EmailField } from '../components/EmailField';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { phoneComplete, phoneForApi } from '@/lib/phone';
import { PhoneField } from '../components/PhoneField';
import { emailError, fieldOf, formErrorKey, newPasswordError, ERROR_TEXT } from '../errors';
import { rememberCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';

export function RegisterForm() {
  const { t } = useTranslation();
  const { params, href, go } = useAuthNav();
  const form = useForm({
    initialValues: { email: params.get('email') ?? '', password: '', ime: '', prezime: '', phone: '' },
    validate: {
      email: (v) => emailError(v, t),
      password: (v) => newPasswordError(v, t),
      ime: (v) => (v.trim() ? null : t('auth.validation.imeRequired')),
      phone: (v) => (phoneComplete(v) ? null : t('auth.validation.phone')),
    },
  });
  const register = useMutation({
    mutationFn: (v: typeof form.values) =>
      createUser({
        email: v.email.trim(),
        password: v.password,
        ime: v.ime.trim(),
        prezime: v.prezime.trim() || null,
        brojTelefona: phoneForApi(v.phone),
        jezik: currentLang(),
      }),
    onSuccess: (data, v) => {
      rememberCredentials(v.email, v.password);
      go('register-confirm', { userId: data.userId, email: v.email.trim() });
    },
    // A taken address or a weak password shows under its field; anything else above the form.
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      const key = formErrorKey(status, code);
      const field = fieldOf(key);
      if (field === 'email' || field === 'password') form.setFieldError(field, t(ERROR_TEXT[key]));
    },
  });
  const refused = register.error ? apiErrorOf(register.error) : null;
  const refusedKey = refused ? formErrorKey(refused.status, refused.code) : null;
  const failure = refusedKey && fieldOf(refusedKey) !== 'email' && fieldOf(refusedKey) !== 'password' ? refusedKey : null;
  const busy = register.isPending || register.isSuccess;
  const email = form.values.email;

  return (
    <form onSubmit={form.onSubmit((v) => register.mutate(v))} noValidate aria-busy={busy}>
      <Stack gap="md">
        {failure && <FormAlert kind="error">{t(ERROR_TEXT[failure])}</FormAlert>}
        <Group grow align="flex-start" gap="sm" wrap="wrap" className="auth-name-row">
          <TextInput label={t('auth.fields.ime')} name="ime" autoComplete="given-name" size="md" required {...form.getInputProps('ime')} maxLength={100} autoFocus />
          <TextInput
            label={t('auth.fields.prezime')}
            name="prezime"
            autoComplete="family-name"
            size="md"
            {...form.getInputProps('prezime')}
            maxLength={100}
            rightSectionWidth={0}
            description={t('auth.fields.optional')}
            inputWrapperOrder={['label', 'input', 'description']}
          />
        </Group>
        <EmailField
          {...form.getInputProps('email')}
          error={
            form.errors.email && (
              <>
                {form.errors.email}{' '}
                {form.errors.email === t('auth.errors.emailTaken') && (
                  <Anchor component={Link} to={href('login', { email: email.trim() })} size="sm">{t('auth.errors.emailTakenAction')}</Anchor>
                )}
              </>
            )
          }
        />
        <PasswordField isNew name="password" required {...form.getInputProps('password')} />
        <PhoneField name="phone" value={form.values.phone} onChange={(v) => form.setFieldValue('phone', v)} error={form.errors.phone} description={t('auth.fields.optional')} inputWrapperOrder={['label', 'input', 'description', 'error']} />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('auth.register.submit')}</Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('auth.register.terms')}
        </Text>
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={href('login')} fw={600}>{t('auth.register.toLogin')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
