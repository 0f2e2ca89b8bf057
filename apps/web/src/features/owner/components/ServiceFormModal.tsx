import { Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useMediaQuery } from '@mantine/hooks';
import type { Currency, Usluga, ZaposleniAdmin } from '@zakazi/contract';
import { CURRENCIES } from '@zakazi/contract/constants';
import type { FormEvent } from 'react';
import { FormAlert } from '@/features/auth';
import { currentLang, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createService } from '../api/createService';
import { updateService } from '../api/updateService';
import type { FieldErrors } from '../form-errors';
import { useRefreshOwner } from '../queries';
import { FormActions, LinkedPicker } from './FormParts';
import { useOwnerForm } from '../useOwnerForm';

type Values = { naziv: string; opis: string; cena: number | string; valuta: string; trajanjeMinuta: number | string; zaposleniIds: string[] };

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
  const phone = useMediaQuery('(max-width: 37.49em)');
  const en = currentLang() === 'en';
  const refresh = useRefreshOwner(entitetId);
  const { values, set, errors, failure, busy, formRef, refuse, save, refuseResult } = useOwnerForm<Values>({
    naziv: service?.naziv ?? '',
    opis: service?.opis ?? '',
    cena: service?.cena ?? '',
    valuta: service?.valuta ?? valuta,
    trajanjeMinuta: service?.trajanjeMinuta ?? 30,
    zaposleniIds: (service?.zaposleniIds ?? []).map(String),
  });
  // Active staff, plus anyone inactive who is still on this service (so they can be removed).
  const options = employees
    .filter((z) => z.aktivan || values.zaposleniIds.includes(String(z.id)))
    .map((z) => ({ value: String(z.id), label: [z.ime, z.prezime].filter(Boolean).join(' ') + (z.aktivan ? '' : ` (${t('owner.employees.inactive')})`) }));

  function validate(): FieldErrors {
    const e: FieldErrors = {};
    const naziv = values.naziv.trim();
    if (!naziv || naziv.length > 200) e.naziv = t('owner.validation.naziv');
    if (values.opis.length > 2000) e.opis = t('owner.validation.opis');
    const cena = values.cena;
    if (typeof cena !== 'number' || cena < 0 || cena > 10_000_000 || Math.round(cena * 100) !== cena * 100) e.cena = t('owner.validation.cena');
    const d = values.trajanjeMinuta;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 5 || d > 1440) e.trajanjeMinuta = t('owner.validation.trajanjeMinuta');
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e = validate();
    if (Object.keys(e).length) return refuse(e);
    const body = {
      naziv: values.naziv.trim(),
      opis: values.opis.trim(),
      cena: Number(values.cena),
      valuta: values.valuta as Currency,
      trajanjeMinuta: Number(values.trajanjeMinuta),
      zaposleniIds: values.zaposleniIds.map(Number),
    };
    const result = await save(() => (service ? updateService(service.id, body) : createService({ entitetId, ...body })));
    if (result.ok) {
      await refresh();
      void notify({ color: 'positive', message: service ? t('owner.services.updated') : t('owner.services.created') });
      onClose();
      return;
    }
    refuseResult(result);
  }

  return (
    <Modal opened onClose={onClose} title={service ? t('owner.services.editTitle') : t('owner.services.newTitle')} fullScreen={phone} radius="lg" size="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextInput label={t('owner.services.naziv')} name="naziv" required maxLength={200} value={values.naziv} onChange={(e) => set('naziv', e.currentTarget.value)} error={errors.naziv} data-autofocus />
          <Textarea label={t('owner.services.opis')} name="opis" rows={6} maxLength={2000} value={values.opis} onChange={(e) => set('opis', e.currentTarget.value)} error={errors.opis} />
          <Group grow align="flex-start" gap="sm" wrap="nowrap">
            <NumberInput label={t('owner.services.cena')} name="cena" required min={0} max={10_000_000} decimalScale={2} thousandSeparator={en ? ',' : '.'} decimalSeparator={en ? '.' : ','} value={values.cena} onChange={(v) => set('cena', v)} error={errors.cena} />
            <Select label={t('owner.services.valuta')} data={[...CURRENCIES]} value={values.valuta} onChange={(v) => v && set('valuta', v)} allowDeselect={false} comboboxProps={{ withinPortal: true }} error={errors.valuta} maw={130} />
          </Group>
          <NumberInput label={t('owner.services.trajanjeMinuta')} name="trajanjeMinuta" required min={5} max={1440} step={5} allowDecimal={false} value={values.trajanjeMinuta} onChange={(v) => set('trajanjeMinuta', v)} error={errors.trajanjeMinuta} />
          <LinkedPicker
            label={t('owner.services.zaposleniIds')}
            placeholder={t('owner.services.zaposleniPlaceholder')}
            emptyHint={t('owner.services.noEmployees')}
            options={options}
            value={values.zaposleniIds}
            onChange={(v) => set('zaposleniIds', v)}
            error={errors.zaposleniIds}
          />
          <FormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
