import { Alert, Button, Group, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blokada, BusinessZakazivanje } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { formatMinutes, isIsoDay, minutesOf, toRequestDate } from '@zakazi/contract/calendar';
import { useState } from 'react';
import { DateField } from '@/components/DateField';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ownerOpsKey } from '@/features/owner-operations';
import { TimeField } from '@/features/schedule';
import { createBlock, deleteBlock } from './api';
import type { BlockStart } from './calendar-state';
import { customerOf } from './events';
import { errorSentence } from '@/lib/error-sentence';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
type ConflictDetail = { id: number; datum: string; vreme: string };

/**
 * Blocked time for one employee (POST /api/Zaposleni/{id}/blokade). Over live bookings the server
 * answers 409 bookings-conflict naming them: the dialog lists them and offers to cancel them in
 * the same call (otkaziZakazivanja: true, the customers are mailed), as the contract says.
 */
export function BlockDialog({ entitetId, start, employees, bookings, onClose }: {
  entitetId: number;
  start: BlockStart | null;
  employees: { id: number; name: string }[];
  bookings: BusinessZakazivanje[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={start !== null} onClose={onClose} title={t('calendar.block.title')} centered closeButtonProps={{ 'aria-label': t('calendar.booking.close') }}>
      {start && <BlockForm entitetId={entitetId} start={start} employees={employees} bookings={bookings} onClose={onClose} />}
    </Modal>
  );
}

function BlockForm({ entitetId, start, employees, bookings, onClose }: {
  entitetId: number;
  start: BlockStart;
  employees: { id: number; name: string }[];
  bookings: BusinessZakazivanje[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const end = formatMinutes(Math.min(minutesOf(start.od) + 60, 23 * 60 + 59));
  const form = useForm({
    initialValues: { zaposleniId: String(start.zaposleniId), datum: start.datum, od: start.od, do: end, razlog: '' },
    validate: {
      datum: (v) => (isIsoDay(v) ? null : t('calendar.desk.required')),
      od: (v) => (TIME.test(v) ? null : t('calendar.desk.required')),
      do: (v, all) => (!TIME.test(v) ? t('calendar.desk.required') : TIME.test(all.od) && v <= all.od ? t('calendar.block.invalidRange') : null),
    },
  });
  const [conflicts, setConflicts] = useState<ConflictDetail[] | null>(null);
  const block = useMutation({
    mutationFn: ({ v, cancel }: { v: typeof form.values; cancel: boolean }) =>
      createBlock(Number(v.zaposleniId), {
        datum: toRequestDate(v.datum),
        od: v.od,
        do: v.do,
        ...(v.razlog.trim() ? { razlog: v.razlog.trim() } : {}),
        ...(cancel ? { otkaziZakazivanja: true } : {}),
      }),
    onSuccess: () => {
      void notify({ color: 'positive', message: t('calendar.block.created') });
      onClose();
    },
    onError: (error) => {
      const e = apiErrorOf(error);
      if (e.code === BOOKING_ERRORS.bookingsConflict) setConflicts(e.details as ConflictDetail[]);
      else void notify({ color: 'negative', message: errorSentence(e, t) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });
  const named = (c: ConflictDetail) => {
    const b = bookings.find((x) => x.id === c.id);
    const who = b ? typed(`${customerOf(b) ?? t('calendar.booking.erased')}, ${b.uslugaNaziv}`) : `#${c.id}`;
    return `${formatDate(c.datum, i18n.language, 'shortWeekdayNumeric')} ${c.vreme} · ${who}`;
  };

  return (
    <form onSubmit={form.onSubmit((v) => {
      setConflicts(null);
      block.mutate({ v, cancel: false });
    })} noValidate>
      <Stack gap="sm">
        <Select label={t('calendar.block.employee')} data={employees.map((e) => ({ value: String(e.id), label: e.name }))} allowDeselect={false} {...form.getInputProps('zaposleniId')} />
        <DateField label={t('calendar.block.date')} {...form.getInputProps('datum')} onChange={(v) => form.setFieldValue('datum', v ?? '')} />
        <Group grow align="flex-start">
          <TimeField showLabel label={t('calendar.block.from')} value={form.values.od} onChange={(v) => form.setFieldValue('od', v)} error={form.errors.od as string | undefined} />
          <TimeField showLabel label={t('calendar.block.to')} value={form.values.do} onChange={(v) => form.setFieldValue('do', v)} error={form.errors.do as string | undefined} />
        </Group>
        <TextInput label={t('calendar.block.reason')} maxLength={200} {...form.getInputProps('razlog')} />
        {conflicts && (
          <Alert color="warning" title={t('calendar.block.conflictTitle')} role="alert" data-testid="block-conflict">
            <Stack gap="xs">
              <Text size="sm">{t('calendar.block.conflictText', { count: conflicts.length })}</Text>
              <List size="sm">{conflicts.map((c) => <List.Item key={c.id}>{named(c)}</List.Item>)}</List>
              <Group>
                <Button color="negative" size="xs" loading={block.isPending} onClick={() => block.mutate({ v: form.values, cancel: true })}>
                  {t('calendar.block.cancelAndBlock', { count: conflicts.length })}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={block.isPending}>{t('ownerOps.common.cancel')}</Button>
          <Button type="submit" loading={block.isPending && !conflicts}>{t('calendar.block.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One blocked interval: what it covers, and removing it. */
export function BlockDetails({ entitetId, block, employeeName, onClose }: {
  entitetId: number;
  block: Blokada | null;
  employeeName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (b: Blokada) => deleteBlock(b.zaposleniId, b.id),
    onSuccess: () => {
      void notify({ color: 'positive', message: t('calendar.block.deleted') });
      onClose();
    },
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });
  return (
    <Modal opened={block !== null} onClose={onClose} title={t('calendar.block.details')} centered closeButtonProps={{ 'aria-label': t('calendar.booking.close') }}>
      {block && (
        <Stack gap="md">
          <Text>{t('calendar.block.deleteText', { employee: employeeName, when: `${formatDate(block.datum, i18n.language, 'shortWeekdayNumeric')} ${block.od}–${block.do}` })}</Text>
          {block.razlog && <Text c="dimmed" size="sm">{typed(block.razlog)}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('calendar.booking.close')}</Button>
            <Button color="negative" loading={remove.isPending} onClick={() => remove.mutate(block)}>{t('calendar.block.delete')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
