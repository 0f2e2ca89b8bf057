import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { currentLang, useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { createUser } from '../api/createUser';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { PhoneField, phoneComplete, phoneForApi } from '../components/PhoneField';
import { errorCodeOf, fieldOf, formErrorKey, isEmail, passwordProblem, type FormErrorKey } from '../errors';
import { rememberCredentials } from '../pending';
import { useAuthNav } from '../useAuthNav';

type Fields = 'email' | 'password' | 'ime' | 'phone';

export function RegisterForm() {
  const { t } = useTranslation();
  const { params, href, go } = useAuthNav();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [ime, setIme] = useState('');
  const [prezime, setPrezime] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<FormErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  function validate(): Partial<Record<Fields, string>> {
    const next: Partial<Record<Fields, string>> = {};
    if (!email.trim()) next.email = t('auth.validation.emailRequired');
    else if (!isEmail(email)) next.email = t('auth.validation.email');
    const pw = passwordProblem(password);
    if (pw) next.password = t(pw === 'required' ? 'auth.validation.passwordRequired' : `auth.validation.${pw}`);
    if (!ime.trim()) next.ime = t('auth.validation.imeRequired');
    if (!phoneComplete(phone)) next.phone = t('auth.validation.phone');
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    const result = await createUser({
      email: email.trim(),
      password,
      ime: ime.trim(),
      prezime: prezime.trim() || null,
      brojTelefona: phoneForApi(phone),
      jezik: currentLang(),
    });
    if (result.ok && result.data) {
      rememberCredentials(email, password);
      go('register-confirm', { userId: result.data.userId, email: email.trim() });
      return;
    }
    setBusy(false);
    const key = formErrorKey(result.status, errorCodeOf(result.error));
    const field = fieldOf(key);
    if (field === 'email' || field === 'password') setErrors({ [field]: t(`auth.errors.${key}`) });
    else setFailure(key);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {failure && <FormAlert kind="error">{t(`auth.errors.${failure}`)}</FormAlert>}
        <Group grow align="flex-start" gap="sm" wrap="wrap" className="auth-name-row">
          <TextInput label={t('auth.fields.ime')} name="ime" autoComplete="given-name" size="md" required value={ime} onChange={(e) => setIme(e.currentTarget.value)} error={errors.ime} maxLength={100} autoFocus />
          <TextInput
            label={t('auth.fields.prezime')}
            name="prezime"
            autoComplete="family-name"
            size="md"
            value={prezime}
            onChange={(e) => setPrezime(e.currentTarget.value)}
            maxLength={100}
            rightSectionWidth={0}
            description={t('auth.fields.optional')}
            inputWrapperOrder={['label', 'input', 'description']}
          />
        </Group>
        <TextInput
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={
            errors.email && (
              <>
                {errors.email}{' '}
                {errors.email === t('auth.errors.emailTaken') && (
                  <Anchor component={Link} to={href('login', { email: email.trim() })} size="sm">{t('auth.errors.emailTakenAction')}</Anchor>
                )}
              </>
            )
          }
        />
        <PasswordField isNew name="password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} />
        <PhoneField name="phone" value={phone} onChange={setPhone} error={errors.phone} description={t('auth.fields.optional')} inputWrapperOrder={['label', 'input', 'description', 'error']} />
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
