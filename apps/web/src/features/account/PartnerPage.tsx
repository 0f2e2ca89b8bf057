import { Alert, Button, Container, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useMemo, useState, type FormEvent } from 'react';
import { currentLang, useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { useCategoryOptions } from '@/features/catalogue';
import {
  FormAlert, PasswordField, PhoneField, createOwner, errorCodeOf, formErrorKey, isEmail, loginUrl, passwordProblem, phoneForApi,
  rememberCredentials, type FormErrorKey,
} from '@/features/auth';
import { usePageMeta } from '@/lib/meta';
import { useUser } from '@/lib/session';
import './account.css';

type Field = 'naziv' | 'kategorija' | 'ime' | 'email' | 'phone' | 'password';
const BENEFITS = ['bookings', 'calendar', 'visibility', 'insights'] as const;

/** Route module of /partner: the business-owner sign-up with a short pitch beside it. */
export function Component() {
  const { t } = useTranslation();
  usePageMeta(t('account.partner.title'), t('account.partner.lead'));
  const user = useUser();
  return (
    <Container size="lg" className="page-pad">
      <div className="partner-grid">
        <section className="partner-pitch" aria-labelledby="partner-title">
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1} id="partner-title">{t('account.partner.title')}</Title>
              <Text size="lg" c="gray.3">{t('account.partner.lead')}</Text>
            </Stack>
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {BENEFITS.map((key, i) => (
                <li key={key} className="partner-benefit">
                  <span className="partner-benefit__icon" aria-hidden>{i + 1}</span>
                  <div>
                    <Text fw={700}>{t(`account.partner.benefits.${key}.title`)}</Text>
                    <Text size="sm" c="dimmed">{t(`account.partner.benefits.${key}.text`)}</Text>
                  </div>
                </li>
              ))}
            </Stack>
            <Text size="sm" c="dimmed">{t('account.partner.free')}</Text>
          </Stack>
        </section>
        <Paper className="account-card" p={{ base: 'lg', xs: 'xl' }} radius="lg" withBorder>
          {user ? <AlreadyIn role={user.role} /> : <OwnerForm />}
        </Paper>
      </div>
    </Container>
  );
}

function AlreadyIn({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{t('account.partner.formTitle')}</Title>
      {role === 'Administrator' ? (
        <>
          <Text>{t('account.partner.alreadyOwner')}</Text>
          <Button component={Link} to="/entity/edit">{t('auth.menu.business')}</Button>
        </>
      ) : (
        <Alert color="info" variant="light">{t('account.partner.otherAccount')}</Alert>
      )}
    </Stack>
  );
}

function OwnerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useCategoryOptions();
  const grouped = useMemo(() => {
    const groups = new Map<string, Array<{ value: string; label: string }>>();
    for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), { value: o.value, label: o.label }]);
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options]);
  const [values, setValues] = useState({ naziv: '', kategorija: null as string | null, ime: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<FormErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  function validate(): Partial<Record<Field, string>> {
    const e: Partial<Record<Field, string>> = {};
    if (!values.naziv.trim()) e.naziv = t('account.partner.validation.naziv');
    if (!values.kategorija) e.kategorija = t('account.partner.validation.kategorija');
    if (!values.ime.trim()) e.ime = t('auth.validation.imeRequired');
    if (!values.email.trim()) e.email = t('auth.validation.emailRequired');
    else if (!isEmail(values.email)) e.email = t('auth.validation.email');
    if (values.phone.replace(/\D/g, '').length !== 10) e.phone = t('auth.validation.phone');
    const pw = passwordProblem(values.password);
    if (pw) e.password = t(pw === 'required' ? 'auth.validation.passwordRequired' : `auth.validation.${pw}`);
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e = validate();
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length) return;
    setBusy(true);
    const result = await createOwner({
      nazivEntiteta: values.naziv.trim(),
      kategorijaId: Number(values.kategorija),
      ime: values.ime.trim(),
      email: values.email.trim(),
      brojTelefona: phoneForApi(values.phone)!,
      password: values.password,
      jezik: currentLang(),
    });
    if (result.ok && result.data) {
      rememberCredentials(values.email, values.password);
      // Confirm with the mailed code, log in, then on to the owner area.
      navigate(loginUrl('register-confirm', '?redirectedFrom=%2Fentity%2Fedit', { userId: result.data.userId, email: values.email.trim() }));
      return;
    }
    setBusy(false);
    const key = formErrorKey(result.status, errorCodeOf(result.error));
    if (key === 'emailTaken') setErrors({ email: t('auth.errors.emailTaken') });
    else if (key === 'weakPassword') setErrors({ password: t('auth.errors.weakPassword') });
    else setFailure(key);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">{t('account.partner.formTitle')}</Title>
          <Text size="sm" c="dimmed">{t('account.partner.formText')}</Text>
        </Stack>
        {failure && <FormAlert kind="error">{t(`auth.errors.${failure}`)}</FormAlert>}
        <TextInput label={t('account.partner.naziv')} placeholder={t('account.partner.nazivPlaceholder')} name="nazivEntiteta" size="md" required maxLength={200} value={values.naziv} onChange={(e) => set('naziv', e.currentTarget.value)} error={errors.naziv} autoComplete="organization" />
        <Select
          label={t('account.partner.kategorija')}
          placeholder={t('account.partner.kategorijaPlaceholder')}
          data={grouped}
          value={values.kategorija}
          onChange={(v) => set('kategorija', v)}
          searchable
          nothingFoundMessage={t('common.states.empty')}
          required
          size="md"
          error={errors.kategorija}
          name="kategorijaId"
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={320}
        />
        <TextInput label={t('account.partner.ime')} name="ime" size="md" required maxLength={100} value={values.ime} onChange={(e) => set('ime', e.currentTarget.value)} error={errors.ime} autoComplete="name" />
        <TextInput label={t('auth.fields.email')} placeholder={t('auth.fields.emailPlaceholder')} type="email" name="email" size="md" required value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} autoComplete="email" inputMode="email" />
        <PhoneField name="phone" required value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <PasswordField isNew name="password" required value={values.password} onChange={(e) => set('password', e.currentTarget.value)} error={errors.password} />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('account.partner.submit')}</Button>
        <Text size="xs" c="dimmed" ta="center">{t('account.partner.next')}</Text>
      </Stack>
    </form>
  );
}
