import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Profil } from '@zakazi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormAlert, PhoneField } from '@/features/auth';
import { markFields } from '@/lib/form';
import { apiErrorOf, fieldErrors } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reloadUser } from '@/lib/session';
import { updateProfile } from '../api/updateProfile';
import { errorSentence } from '@/lib/error-sentence';
import { maskedPhone, phoneComplete, phoneForApi } from '@/lib/phone';


/** Name and phone (PUT /api/Profil); the header's name follows through reloadUser. */
export function DetailsForm({ profile, profileKey }: { profile: Profil; profileKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const element = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { ime: profile.ime, prezime: profile.prezime ?? '', brojTelefona: maskedPhone(profile.brojTelefona) },
    validate: {
      ime: (v) => (v.trim() ? null : t('auth.validation.imeRequired')),
      brojTelefona: (v) => (phoneComplete(v) ? null : t('auth.validation.phone')),
    },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      updateProfile({ ime: v.ime.trim(), prezime: v.prezime.trim() || null, brojTelefona: phoneForApi(v.brojTelefona) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      form.resetDirty({ ime: saved.ime, prezime: saved.prezime ?? '', brojTelefona: maskedPhone(saved.brojTelefona) });
      void reloadUser();
      notify({ color: 'positive', message: t('account.edit.saved') });
    },
    onError: (error) => markFields(form, fieldErrors(apiErrorOf(error)), element.current),
  });
  const refused = save.error ? apiErrorOf(save.error) : null;

  return (
    <form ref={element} onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="details-form">
      <Stack gap="md">
        {refused && Object.keys(fieldErrors(refused)).length === 0 && <FormAlert kind="error">{errorSentence(refused, t, { otherwise: t('account.edit.failed') })}</FormAlert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('auth.fields.ime')} autoComplete="given-name" required maxLength={100} size="md" {...form.getInputProps('ime')} />
          <TextInput label={t('auth.fields.prezime')} autoComplete="family-name" maxLength={100} size="md" {...form.getInputProps('prezime')} />
        </SimpleGrid>
        <PhoneField name="brojTelefona" value={form.values.brojTelefona} onChange={(v) => form.setFieldValue('brojTelefona', v)} error={form.errors.brojTelefona} description={t('auth.fields.optional')} inputWrapperOrder={['label', 'input', 'description', 'error']} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>{t('account.edit.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
