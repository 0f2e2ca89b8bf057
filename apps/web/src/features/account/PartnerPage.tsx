import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { currentLang, useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { CategorySelect } from '@/components/CategorySelect';
import { useGroupedCategoryOptions } from '@/features/category-data';
import {
  ERROR_TEXT, EmailField, FormAlert, PasswordField, PhoneField, createOwner, emailError, formErrorKey, loginUrl, newPasswordError, rememberCredentials,
} from '@/features/auth';
import { apiErrorOf } from '@/lib/http';
import { phoneForApi, phoneGiven } from '@/lib/phone';
import { usePageMeta } from '@/lib/meta';
import { useUser } from '@/lib/session';
import './account.css';
import type { TranslationKey } from '@/lib/i18n';

const BENEFITS = [
  { key: 'bookings', title: 'account.partner.benefits.bookings.title', text: 'account.partner.benefits.bookings.text' },
  { key: 'calendar', title: 'account.partner.benefits.calendar.title', text: 'account.partner.benefits.calendar.text' },
  { key: 'visibility', title: 'account.partner.benefits.visibility.title', text: 'account.partner.benefits.visibility.text' },
  { key: 'insights', title: 'account.partner.benefits.insights.title', text: 'account.partner.benefits.insights.text' },
] as const satisfies ReadonlyArray<{ key: string; title: TranslationKey; text: TranslationKey }>;

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
              {BENEFITS.map((benefit, i) => (
                <li key={benefit.key} className="partner-benefit">
                  <span className="partner-benefit__icon" aria-hidden>{i + 1}</span>
                  <div>
                    <Text fw={700}>{t(benefit.title)}</Text>
                    <Text size="sm" c="dimmed">{t(benefit.text)}</Text>
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
  const grouped = useGroupedCategoryOptions();
  const form = useForm({
    initialValues: { naziv: '', kategorija: null as string | null, ime: '', email: '', phone: '', password: '' },
    validate: {
      naziv: (v) => (v.trim() ? null : t('account.partner.validation.naziv')),
      kategorija: (v) => (v ? null : t('account.partner.validation.kategorija')),
      ime: (v) => (v.trim() ? null : t('auth.validation.imeRequired')),
      email: (v) => emailError(v, t),
      phone: (v) => (phoneGiven(v) ? null : t('auth.validation.phone')),
      password: (v) => newPasswordError(v, t),
    },
  });
  const signUp = useMutation({
    mutationFn: (v: typeof form.values) =>
      createOwner({
        nazivEntiteta: v.naziv.trim(),
        kategorijaId: Number(v.kategorija),
        ime: v.ime.trim(),
        email: v.email.trim(),
        brojTelefona: phoneForApi(v.phone)!,
        password: v.password,
        jezik: currentLang(),
      }),
    onSuccess: (data, v) => {
      rememberCredentials(v.email, v.password);
      // Confirm with the mailed code, log in, then on to the owner area.
      navigate(loginUrl('register-confirm', '?redirectedFrom=%2Fentity%2Fedit', { userId: data.userId, email: v.email.trim() }));
    },
    // A taken address or a weak password shows under its field; anything else above the form.
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      const key = formErrorKey(status, code);
      if (key === 'emailTaken') form.setFieldError('email', t('auth.errors.emailTaken'));
      else if (key === 'weakPassword') form.setFieldError('password', t('auth.errors.weakPassword'));
    },
  });
  const refused = signUp.error ? apiErrorOf(signUp.error) : null;
  const refusedKey = refused ? formErrorKey(refused.status, refused.code) : null;
  const failure = refusedKey === 'emailTaken' || refusedKey === 'weakPassword' ? null : refusedKey;
  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <form onSubmit={form.onSubmit((v) => signUp.mutate(v))} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">{t('account.partner.formTitle')}</Title>
          <Text size="sm" c="dimmed">{t('account.partner.formText')}</Text>
        </Stack>
        {failure && <FormAlert kind="error">{t(ERROR_TEXT[failure])}</FormAlert>}
        <TextInput label={t('account.partner.naziv')} placeholder={t('account.partner.nazivPlaceholder')} name="nazivEntiteta" size="md" required maxLength={200} {...form.getInputProps('naziv')} autoComplete="organization" />
        <CategorySelect
          label={t('account.partner.kategorija')}
          placeholder={t('account.partner.kategorijaPlaceholder')}
          data={grouped}
          {...form.getInputProps('kategorija')}
          size="md"
          name="kategorijaId"
        />
        <TextInput label={t('account.partner.ime')} name="ime" size="md" required maxLength={100} {...form.getInputProps('ime')} autoComplete="name" />
        <EmailField {...form.getInputProps('email')} />
        <PhoneField name="phone" required value={form.values.phone} onChange={(v) => form.setFieldValue('phone', v)} error={form.errors.phone} />
        <PasswordField isNew name="password" required {...form.getInputProps('password')} />
        <Button type="submit" size="md" loading={busy} fullWidth>{t('account.partner.submit')}</Button>
        <Text size="xs" c="dimmed" ta="center">{t('account.partner.next')}</Text>
      </Stack>
    </form>
  );
}
