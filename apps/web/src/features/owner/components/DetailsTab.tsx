import { Checkbox, Group, NumberInput, Select, SimpleGrid, Skeleton, Switch, TextInput, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Switch.css';
import { useQuery } from '@tanstack/react-query';
import type { EntitetDetail } from '@zakazi/contract';
import { PAYMENT_METHODS } from '@zakazi/contract/constants';
import { useForm } from '@mantine/form';
import { useMemo, useRef } from 'react';
import { ErrorState } from '@/components/States';
import { CategorySelect } from '@/components/CategorySelect';
import { PhoneField } from '@/features/auth';
import { categoriesQuery, mainCategoriesQuery } from '@/features/category-data';
import { hasFieldErrors } from '@/lib/form';
import { apiErrorOf } from '@/lib/http';
import { useTranslation, nameIn } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { updateEntity } from '../api/updateEntity';
import { detailsBody, detailsProblems, fromEntity, type DetailsValues } from '../details-form';
import { failureMessage, refusalHandlers } from '../feedback';
import { entityQuery, useOwnerMutation } from '../queries';
import { timeZoneOptions } from '../timezones';
import { FIELD_TEXT, METHOD_TEXT } from '../texts';
import { CurrencySelect, FieldCard, TabForm } from './FormParts';

/** Podaci: every editable field of the business, saved with PUT /api/Entitet/{id}. */
export function DetailsTab({ entitetId }: { entitetId: number }) {
  const entity = useQuery(entityQuery(entitetId));
  const categories = useQuery(categoriesQuery);
  const mains = useQuery(mainCategoriesQuery);
  if (entity.isError && !entity.data) return <ErrorState onRetry={() => void entity.refetch()} />;
  if (!entity.data || !categories.data || !mains.data) return <Skeleton height={640} radius="lg" />;
  // Keyed by id: the form starts from the stored values once and is not overwritten by refetches.
  return <DetailsForm key={entitetId} entity={entity.data} />;
}

function DetailsForm({ entity }: { entity: EntitetDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data: categories = [] } = useQuery(categoriesQuery);
  const { data: mains = [] } = useQuery(mainCategoriesQuery);
  const mainOf = (id: number) => categories.find((c) => c.id === id)?.mainKategorijaId;
  const form = useForm<DetailsValues>({
    initialValues: fromEntity(entity, mainOf),
    validate: (v) => Object.fromEntries(detailsProblems(v).map((f) => [f, t(FIELD_TEXT[f])])),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = useOwnerMutation(entity.id, (v: DetailsValues) => updateEntity(entity.id, detailsBody(v)));
  const refused = refusalHandlers(form, save, formRef, t);
  const { values } = form;
  const failure = save.error ? failureMessage(apiErrorOf(save.error), t) : hasFieldErrors(form) ? t('owner.errors.badInput') : null;
  const busy = save.isPending;

  const mainOptions = useMemo(
    () => [...mains].sort((a, b) => a.id - b.id).map((m) => ({ value: String(m.id), label: nameIn(m, lang) })),
    [mains, lang],
  );
  const categoryOptions = useMemo(
    () =>
      categories
        .filter((c) => values.mainKategorijaId === null || String(c.mainKategorijaId) === values.mainKategorijaId)
        .map((c) => ({ value: String(c.id), label: nameIn(c, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [categories, values.mainKategorijaId, lang],
  );
  const zones = useMemo(() => timeZoneOptions(lang, values.vremenskaZona), [lang, values.vremenskaZona]);

  const submit = form.onSubmit(
    (v) =>
      save.mutate(v, {
        onSuccess: () => void notify({ color: 'positive', message: t('owner.details.saved') }),
        onError: refused.onError,
      }),
    refused.onInvalid,
  );

  return (
    <TabForm id="owner-details-title" title={t('owner.details.title')} formRef={formRef} onSubmit={submit} busy={busy} failure={failure}>
      <FieldCard>
        <Title order={3} size="h5">{t('owner.details.basics')}</Title>
        <TextInput label={t('owner.details.naziv')} name="naziv" required maxLength={200} {...form.getInputProps('naziv')} autoComplete="organization" />
        <Textarea label={t('owner.details.opis')} name="opis" rows={6} maxLength={5000} placeholder={t('owner.details.opisPlaceholder')} {...form.getInputProps('opis')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('owner.details.mainKategorija')}
            data={mainOptions}
            value={values.mainKategorijaId}
            onChange={(v) => {
              const stillFits = categories.some((c) => String(c.id) === values.kategorijaId && String(c.mainKategorijaId) === v);
              form.setFieldValue('mainKategorijaId', v);
              if (!stillFits) form.setFieldValue('kategorijaId', null);
            }}
            allowDeselect={false}
          />
          <CategorySelect
            label={t('owner.details.kategorija')}
            placeholder={t('owner.details.kategorijaPlaceholder')}
            data={categoryOptions}
            {...form.getInputProps('kategorijaId')}
          />
        </SimpleGrid>
      </FieldCard>

      <FieldCard>
        <Title order={3} size="h5">{t('owner.details.contact')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PhoneField
            value={values.telefon}
            onChange={(v) => form.setFieldValue('telefon', v)}
            label={t('owner.details.telefon')}
            placeholder="(011) 123 - 4567"
            autoComplete="off"
            size="sm"
            name="telefon"
            error={form.errors.telefon}
          />
          <TextInput label={t('owner.details.email')} type="email" inputMode="email" name="email" {...form.getInputProps('email')} placeholder="info@primer.rs" />
        </SimpleGrid>
        <TextInput label={t('owner.details.website')} type="url" inputMode="url" name="website" {...form.getInputProps('website')} placeholder="https://www.primer.rs" />
      </FieldCard>

      <FieldCard>
        <Title order={3} size="h5">{t('owner.details.booking')}</Title>
        <Checkbox.Group label={t('owner.details.naciniPlacanja')} {...form.getInputProps('naciniPlacanja')} required>
          <Group gap="lg" mt={6}>
            {PAYMENT_METHODS.map((m) => (
              <Checkbox key={m} value={m} label={t(METHOD_TEXT[m])} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CurrencySelect label={t('owner.details.valuta')} description={t('owner.details.valutaHint')} {...form.getInputProps('valuta')} />
          <Select
            label={t('owner.details.vremenskaZona')}
            description={t('owner.details.vremenskaZonaHint')}
            data={zones}
            {...form.getInputProps('vremenskaZona')}
            searchable
            allowDeselect={false}
            limit={80}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput inputWrapperOrder={['label', 'input', 'description', 'error']} label={t('owner.details.korakMinuta')} description={t('owner.details.korakMinutaHint')} min={5} max={240} step={5} allowDecimal={false} {...form.getInputProps('korakMinuta')} />
          <NumberInput inputWrapperOrder={['label', 'input', 'description', 'error']} label={t('owner.details.minimalnaNajavaMinuta')} description={t('owner.details.minimalnaNajavaMinutaHint')} min={0} max={10080} step={15} allowDecimal={false} {...form.getInputProps('minimalnaNajavaMinuta')} />
          <NumberInput inputWrapperOrder={['label', 'input', 'description', 'error']} label={t('owner.details.horizontDana')} description={t('owner.details.horizontDanaHint')} min={1} max={365} allowDecimal={false} {...form.getInputProps('horizontDana')} />
          <NumberInput inputWrapperOrder={['label', 'input', 'description', 'error']} label={t('owner.details.otkazivanjeSati')} description={t('owner.details.otkazivanjeSatiHint')} min={0} max={168} allowDecimal={false} {...form.getInputProps('otkazivanjeSati')} />
        </SimpleGrid>
        <Switch
          label={t('owner.details.automatskaPotvrda')}
          description={t('owner.details.automatskaPotvrdaHint')}
          {...form.getInputProps('automatskaPotvrda', { type: 'checkbox' })}
          size="md"
        />
      </FieldCard>
    </TabForm>
  );
}
