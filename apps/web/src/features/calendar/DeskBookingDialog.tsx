import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskBookingBody, Usluga } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { isIsoDay, minutesOf, toRequestDate } from '@zakazi/contract/calendar';
import { DateField } from '@/components/DateField';
import { formatDuration } from '@/lib/format';
import { apiErrorOf, fieldErrors } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { VisitParts, type ExtraPart } from '@/features/booking';
import { clientsQuery, ownerOpsKey } from '@/features/owner-operations';
import { TimeField } from '@/features/schedule';
import { createDeskBooking } from './api';
import type { DeskSlot } from './calendar-state';
import type { WorkingHours } from './events';
import { errorSentence } from '@/lib/error-sentence';
import { useTyped } from '@/lib/typed-text';

export type DeskEmployee = { id: number; name: string; uslugaIds: number[] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^[+\d][\d\s/().-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = { zaposleniId: string; uslugaId: string; datum: string; vreme: string; klijentIme: string; klijentTelefon: string; klijentEmail: string; napomena: string; vanRadnogVremena: boolean };

/** The form's first service and employee, then the added ones: a visit when there are any. */
type DeskPart = { uslugaId: number; zaposleniId: number };

/** The body the form sends: a visit (`usluge`) when services were added; optional fields only when filled in. */
function deskBody(v: Values, added: DeskPart[]): DeskBookingBody {
  const first = { uslugaId: Number(v.uslugaId), zaposleniId: Number(v.zaposleniId) };
  return {
    ...(added.length ? { usluge: [first, ...added] } : first),
    datum: toRequestDate(v.datum),
    vreme: v.vreme,
    klijentIme: v.klijentIme.trim(),
    ...(v.klijentTelefon.trim() ? { klijentTelefon: v.klijentTelefon.trim() } : {}),
    ...(v.klijentEmail.trim() ? { klijentEmail: v.klijentEmail.trim() } : {}),
    ...(v.napomena.trim() ? { napomena: v.napomena.trim() } : {}),
    ...(v.vanRadnogVremena ? { vanRadnogVremena: true } : {}),
  };
}

/**
 * A phone or walk-in booking entered at the desk (POST /api/Entitet/{id}/zakazivanja): the cell
 * clicked gives the employee, day and time; the client is found by name, phone or email among the
 * business's clients, or typed in as a new one. A time outside the employee's hours is allowed
 * only with "outside working hours" ticked, which the dialog ticks when the clicked cell is one.
 * "Dodaj još uslugu" makes it a visit (the booking flow's VisitParts), each part with its employee.
 */
export function DeskBookingDialog({ entitetId, slot, employees, services, hours, onClose }: {
  entitetId: number;
  slot: DeskSlot | null;
  employees: DeskEmployee[];
  services: Usluga[];
  hours: WorkingHours | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 37.49em)');
  return (
    <Modal opened={slot !== null} onClose={onClose} title={t('calendar.desk.title')} centered closeButtonProps={{ 'aria-label': t('calendar.booking.close') }} size="lg" fullScreen={phone}>
      {slot && <DeskForm key={`${slot.zaposleniId}|${slot.datum}|${slot.vreme}`} entitetId={entitetId} slot={slot} employees={employees} services={services} hours={hours} onClose={onClose} />}
    </Modal>
  );
}

function DeskForm({ entitetId, slot, employees, services, hours, onClose }: {
  entitetId: number;
  slot: DeskSlot;
  employees: DeskEmployee[];
  services: Usluga[];
  hours: WorkingHours | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const firstService = (zaposleniId: number) => services.find((u) => u.zaposleniIds.includes(zaposleniId));
  const [added, setAdded] = useState<DeskPart[]>([]);
  /** Whether any part falls outside its employee's hours: each follows the previous one and its processing gap. */
  const outside = (v: { zaposleniId: string; datum: string; vreme: string; uslugaId: string }, more: DeskPart[]) => {
    if (!hours || !TIME.test(v.vreme) || !isIsoDay(v.datum)) return false;
    let from = minutesOf(v.vreme);
    for (const part of [{ uslugaId: Number(v.uslugaId), zaposleniId: Number(v.zaposleniId) }, ...more]) {
      const service = services.find((u) => u.id === part.uslugaId);
      if (!hours.covers(part.zaposleniId, v.datum, from, from + (service?.trajanjeMinuta ?? 0))) return true;
      from += (service?.trajanjeMinuta ?? 0) + (service?.cekanjeMinuta ?? 0);
    }
    return false;
  };
  const initial = { zaposleniId: String(slot.zaposleniId), uslugaId: String(firstService(slot.zaposleniId)?.id ?? ''), datum: slot.datum, vreme: slot.vreme };
  const form = useForm<Values>({
    initialValues: { ...initial, klijentIme: '', klijentTelefon: '', klijentEmail: '', napomena: '', vanRadnogVremena: outside(initial, []) },
    validate: {
      uslugaId: (v) => (v ? null : t('calendar.desk.required')),
      datum: (v) => (isIsoDay(v) ? null : t('calendar.desk.required')),
      vreme: (v) => (TIME.test(v) ? null : t('calendar.desk.required')),
      klijentIme: (v) => (v.trim() ? null : t('calendar.desk.required')),
      klijentTelefon: (v) => (!v.trim() || (PHONE.test(v.trim()) && v.trim().length >= 3) ? null : t('calendar.desk.badPhone')),
      klijentEmail: (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : t('calendar.desk.badEmail')),
    },
  });
  const [search] = useDebouncedValue(form.values.klijentIme.trim(), 250);
  const clients = useQuery({ ...clientsQuery(entitetId, { q: search, page: 1, pageSize: 20 }), enabled: search.length >= 2, staleTime: 30_000 });
  // Matches of the typed name, until one of them is picked (its name then fills the field).
  const matches = (clients.data?.klijenti ?? []).filter((k) => k.ime !== form.values.klijentIme.trim() || (k.brojTelefona ?? '') !== form.values.klijentTelefon.trim()).slice(0, 5);

  const create = useMutation({
    mutationFn: (v: Values) => createDeskBooking(entitetId, deskBody(v, added)),
    onSuccess: () => {
      void notify({ color: 'positive', message: t('calendar.desk.created') });
      onClose();
    },
    onError: (error) => {
      const e = apiErrorOf(error);
      if (e.status !== 400) return;
      // The server's field messages are English: the two a desk booking meets get the owner's language.
      const errors = fieldErrors(e);
      if ('datum' in errors) errors.datum = t('calendar.desk.outsideHorizon');
      if ('vreme' in errors) errors.vreme = t('calendar.desk.noSuchTime');
      form.setErrors(errors);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });
  const refusal = create.error ? apiErrorOf(create.error) : null;
  const employeeServices = services.filter((u) => u.zaposleniIds.includes(Number(form.values.zaposleniId)));
  const isOutside = outside(form.values, added);
  const first = services.find((u) => String(u.id) === form.values.uslugaId);
  // An added part's employee: the one of the clicked cell when they perform it, else the first who does.
  const pin = (u: Usluga) => (u.zaposleniIds.includes(Number(form.values.zaposleniId)) ? Number(form.values.zaposleniId) : u.zaposleniIds[0]!);
  /** Ticks "outside working hours" when a change of the parts takes the visit outside someone's hours. */
  const changeParts = (parts: ExtraPart[]) => {
    const next = parts.map((p) => ({ uslugaId: p.uslugaId, zaposleniId: p.zaposleniId ?? pin(services.find((u) => u.id === p.uslugaId)!) }));
    setAdded(next);
    if (outside(form.values, next)) form.setFieldValue('vanRadnogVremena', true);
  };

  return (
    <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('calendar.desk.employee')}
            data={employees.map((e) => ({ value: String(e.id), label: e.name }))}
            allowDeselect={false}
            {...form.getInputProps('zaposleniId')}
            onChange={(v) => {
              form.setFieldValue('zaposleniId', v ?? form.values.zaposleniId);
              form.setFieldValue('uslugaId', String(firstService(Number(v))?.id ?? ''));
            }}
          />
          <Select
            label={t('calendar.desk.service')}
            data={employeeServices.map((u) => ({ value: String(u.id), label: `${typed(u.naziv)} (${formatDuration(u.trajanjeMinuta, i18n.language)})` }))}
            allowDeselect={false}
            nothingFoundMessage={t('calendar.desk.noServices')}
            {...form.getInputProps('uslugaId')}
          />
        </Group>
        {first && (
          <VisitParts
            offered={services.filter((u) => u.zaposleniIds.length > 0)}
            employees={employees}
            first={first}
            parts={added}
            onChange={changeParts}
            id="desk-visit"
            pin={pin}
          />
        )}
        <Group grow align="flex-start">
          <DateField label={t('calendar.desk.date')} {...form.getInputProps('datum')} onChange={(v) => form.setFieldValue('datum', v ?? '')} />
          <TimeField showLabel label={t('calendar.desk.time')} value={form.values.vreme} onChange={(v) => form.setFieldValue('vreme', v)} error={form.errors.vreme as string | undefined} />
        </Group>
        <TextInput
          label={t('calendar.desk.client')}
          description={t('calendar.desk.clientHint')}
          autoComplete="off"
          {...form.getInputProps('klijentIme')}
        />
        {matches.length > 0 && (
          <Group gap={6} role="group" aria-label={t('calendar.desk.matches')}>
            {matches.map((k) => (
              <Button
                key={k.id}
                size="compact-sm"
                variant="light"
                onClick={() => form.setValues({ klijentIme: k.ime, klijentTelefon: k.brojTelefona ?? '', klijentEmail: k.email ?? '' })}
              >
                {typed([k.ime, k.brojTelefona, k.email].filter(Boolean).join(' · '))}
              </Button>
            ))}
          </Group>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('calendar.desk.phone')} type="tel" autoComplete="off" {...form.getInputProps('klijentTelefon')} />
          <TextInput label={t('calendar.desk.email')} type="email" autoComplete="off" description={t('calendar.desk.emailHint')} {...form.getInputProps('klijentEmail')} />
        </Group>
        <Textarea label={t('calendar.desk.note')} rows={2} maxLength={500} {...form.getInputProps('napomena')} />
        <Checkbox
          label={t('calendar.desk.outside')}
          description={isOutside ? t('calendar.desk.outsideHint') : undefined}
          {...form.getInputProps('vanRadnogVremena', { type: 'checkbox' })}
        />
        {refusal && refusal.status !== 400 && (
          <Alert color="negative" role="alert">
            {errorSentence(refusal, t, { for: { [BOOKING_ERRORS.slotTaken]: t('calendar.desk.slotTaken') } })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>{t('ownerOps.common.cancel')}</Button>
          <Button type="submit" loading={create.isPending}>{t('calendar.desk.submit')}</Button>
        </Group>
        {employeeServices.length === 0 && <Text size="sm" c="dimmed">{t('calendar.desk.noServices')}</Text>}
      </Stack>
    </form>
  );
}
