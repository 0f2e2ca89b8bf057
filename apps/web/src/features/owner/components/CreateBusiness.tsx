import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '@/features/auth';
import { CategorySelect } from '@/components/CategorySelect';
import { useGroupedCategoryOptions } from '@/features/category-data';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { reloadUser } from '@/lib/session';
import { createEntity } from '../api/createEntity';
import { failureMessage, ownerFieldErrors } from '../feedback';

/**
 * An owner account without a business (its draft was never made, or was removed) makes one here
 * with POST /api/Entitet; the session then learns the new entity id and the area opens.
 */
export function CreateBusiness() {
  const { t } = useTranslation();
  const grouped = useGroupedCategoryOptions();
  const form = useForm({
    initialValues: { naziv: '', kategorijaId: null as string | null },
    validate: {
      naziv: (v) => (v.trim() ? null : t('owner.validation.naziv')),
      kategorijaId: (v) => (v ? null : t('owner.validation.kategorijaId')),
    },
  });
  // Pending until the session knows the new business: then this page gives way to the owner area.
  const create = useMutation({
    mutationFn: (v: typeof form.values) => createEntity({ naziv: v.naziv.trim(), kategorijaId: Number(v.kategorijaId) }),
    onSuccess: () => reloadUser(),
    onError: (error) => form.setErrors(ownerFieldErrors(apiErrorOf(error), t)),
  });
  const failure = create.error ? failureMessage(apiErrorOf(create.error), t) : null;
  const busy = create.isPending;
  const submit = form.onSubmit((v) => create.mutate(v), () => create.reset());

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }} maw={560} mx="auto" className="owner-card">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <Title order={1} size="h2">{t('owner.page.noEntityTitle')}</Title>
          <Text c="dimmed">{t('owner.page.noEntityText')}</Text>
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextInput label={t('owner.details.naziv')} required maxLength={200} {...form.getInputProps('naziv')} />
          <CategorySelect
            label={t('owner.details.kategorija')}
            placeholder={t('owner.details.kategorijaPlaceholder')}
            data={grouped}
            {...form.getInputProps('kategorijaId')}
          />
          <Button type="submit" loading={busy}>{t('owner.page.create')}</Button>
        </Stack>
      </form>
    </Paper>
  );
}
