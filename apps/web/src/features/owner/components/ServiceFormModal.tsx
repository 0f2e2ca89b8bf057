import { Group, NumberInput, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import { useForm } from '@mantine/form';
import type { Currency, UpdateUslugaBody, Usluga, ZaposleniAdmin } from '@zakazi/contract';
import { useRef } from 'react';
import type { FieldErrors } from '@/lib/http';
import { currentLang, useTranslation, type TFunction } from '@/lib/i18n';
import { createService } from '../api/createService';
import { updateService } from '../api/updateService';
import { dialogSave } from '../feedback';
import { useOwnerMutation } from '../queries';
import { CurrencySelect, FormDialog, LinkedPicker } from './FormParts';

type Values = {
  naziv: string;
  opis: string;
  cena: number | string;
  valuta: string;
  trajanjeMinuta: number | string;
  cekanjeMinuta: number | string;
  pospremanjeMinuta: number | string;
  zaposleniIds: string[];
};

/** Create (service null) or edit a service in a dialog; full screen on a phone. */
export function ServiceFormModal({ entitetId, valuta, service, employees, onClose }: {
  entitetId: number;
  /** the business's currency: the default of a new service */
  valuta: Currency;
  service: Usluga | null;
  employees: ZaposleniAdmin[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const en = currentLang() === 'en';
  const form = useForm<Values>({
    initialValues: {
      naziv: service?.naziv ?? '',
      opis: service?.opis ?? '',
      cena: service?.cena ?? '',
      valuta: service?.valuta ?? valuta,
      trajanjeMinuta: service?.trajanjeMinuta ?? 30,
      cekanjeMinuta: service?.cekanjeMinuta ?? 0,
      pospremanjeMinuta: service?.pospremanjeMinuta ?? 0,
      zaposleniIds: (service?.zaposleniIds ?? []).map(String),
    },
    validate: (v) => problems(v, t),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = useOwnerMutation(entitetId, (body: Required<UpdateUslugaBody>) =>
    service ? updateService(service.id, body) : createService({ entitetId, ...body }),
  );
  const { values } = form;
  // Active staff, plus anyone inactive who is still on this service (so they can be removed).
  const options = employees
    .filter((z) => z.aktivan || values.zaposleniIds.includes(String(z.id)))
    .map((z) => ({ value: String(z.id), label: [z.ime, z.prezime].filter(Boolean).join(' ') + (z.aktivan ? '' : ` (${t('owner.employees.inactive')})`) }));

  const dialog = dialogSave(form, save, formRef, t, {
    body: (v) => ({
      naziv: v.naziv.trim(),
      opis: v.opis.trim(),
      cena: Number(v.cena),
      valuta: v.valuta as Currency,
      trajanjeMinuta: Number(v.trajanjeMinuta),
      cekanjeMinuta: Number(v.cekanjeMinuta),
      pospremanjeMinuta: Number(v.pospremanjeMinuta),
      zaposleniIds: v.zaposleniIds.map(Number),
    }),
    saved: service ? t('owner.services.updated') : t('owner.services.created'),
    onClose,
  });

  return (
    <FormDialog title={service ? t('owner.services.editTitle') : t('owner.services.newTitle')} {...dialog}>
      <TextInput label={t('owner.services.naziv')} name="naziv" required maxLength={200} {...form.getInputProps('naziv')} data-autofocus />
      <Textarea label={t('owner.services.opis')} name="opis" rows={6} maxLength={2000} {...form.getInputProps('opis')} />
      <Group grow align="flex-start" gap="sm" wrap="nowrap">
        <NumberInput label={t('owner.services.cena')} name="cena" required min={0} max={10_000_000} decimalScale={2} thousandSeparator={en ? ',' : '.'} decimalSeparator={en ? '.' : ','} {...form.getInputProps('cena')} />
        <CurrencySelect label={t('owner.services.valuta')} {...form.getInputProps('valuta')} maw={130} />
      </Group>
      <NumberInput label={t('owner.services.trajanjeMinuta')} name="trajanjeMinuta" required min={5} max={1440} step={5} allowDecimal={false} {...form.getInputProps('trajanjeMinuta')} />
      {/* A service's own time rules: visits and free times follow them (decision 062). */}
      <Group grow align="flex-start" gap="sm">
        <NumberInput label={t('owner.services.cekanjeMinuta')} description={t('owner.services.cekanjeHint')} name="cekanjeMinuta" min={0} max={480} step={5} allowDecimal={false} {...form.getInputProps('cekanjeMinuta')} />
        <NumberInput label={t('owner.services.pospremanjeMinuta')} description={t('owner.services.pospremanjeHint')} name="pospremanjeMinuta" min={0} max={240} step={5} allowDecimal={false} {...form.getInputProps('pospremanjeMinuta')} />
      </Group>
      <LinkedPicker label={t('owner.services.zaposleniIds')} placeholder={t('owner.services.zaposleniPlaceholder')} emptyHint={t('owner.services.noEmployees')} options={options} {...form.getInputProps('zaposleniIds')} />
    </FormDialog>
  );
}

/** The fields the server would refuse (CreateUslugaBody's limits). */
function problems(values: Values, t: TFunction): FieldErrors {
  const e: FieldErrors = {};
  const naziv = values.naziv.trim();
  if (!naziv || naziv.length > 200) e.naziv = t('owner.validation.naziv');
  if (values.opis.length > 2000) e.opis = t('owner.validation.opis');
  const cena = values.cena;
  if (typeof cena !== 'number' || cena < 0 || cena > 10_000_000 || Math.round(cena * 100) !== cena * 100) e.cena = t('owner.validation.cena');
  const d = values.trajanjeMinuta;
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 5 || d > 1440) e.trajanjeMinuta = t('owner.validation.trajanjeMinuta');
  const gap = values.cekanjeMinuta;
  if (typeof gap !== 'number' || !Number.isInteger(gap) || gap < 0 || gap > 480) e.cekanjeMinuta = t('owner.validation.cekanjeMinuta');
  const cleanup = values.pospremanjeMinuta;
  if (typeof cleanup !== 'number' || !Number.isInteger(cleanup) || cleanup < 0 || cleanup > 240) e.pospremanjeMinuta = t('owner.validation.pospremanjeMinuta');
  return e;
}
