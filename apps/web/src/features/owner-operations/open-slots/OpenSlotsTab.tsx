import { Alert, Button, Group, Loader, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import type { OwnerTabProps } from '../types';
import { insertOpenSlots } from '../api/insertOpenSlots';
import { ChipList } from '../components/ChipList';
import { eachDay, isIsoDay, todayIn, type IsoDay } from '@zakazi/contract/calendar';
import { ownerOpsKey } from '../queries';
import { DEFAULT_ZONE, employeeName, useBusiness, useEmployees } from '../useBusiness';
import { MAX_SLOTS, buildOpenSlots, isTime, mergeSorted, timeSeries } from './slots';
import { DateField } from '@/components/DateField';
import { TimeField } from '@/features/schedule';
import { errorSentence } from '@/lib/error-sentence';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';


/**
 * Extra bookable start times beyond the working week, in bulk: one employee and service, several
 * dates (one by one or a range) × several times (one by one or a series), previewed as a count.
 */
export function OpenSlotsTab({ entitetId }: OwnerTabProps) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const business = useBusiness(entitetId);
  const employees = useEmployees(entitetId);
  const today = todayIn(business.data?.vremenskaZona ?? DEFAULT_ZONE);

  // The chosen employee and service, the dates × times to open, and the inputs that add to them.
  const form = useForm({
    initialValues: {
      zaposleniId: null as string | null,
      uslugaId: null as string | null,
      dates: [] as IsoDay[],
      times: [] as string[],
      oneDate: '',
      rangeFrom: '',
      rangeTo: '',
      oneTime: '',
      seriesFrom: '09:00',
      seriesTo: '12:00',
      step: 30 as number | string,
    },
  });
  const { zaposleniId, uslugaId, dates, times, oneDate, rangeFrom, rangeTo, oneTime, seriesFrom, seriesTo, step } = form.values;
  // Past days dropped from the last dates added (said once, beside the list).
  const [skippedPast, setSkippedPast] = useState(false);

  const mutation = useMutation({
    mutationFn: async () => {
      const body = buildOpenSlots({ entitetId, zaposleniId: Number(zaposleniId), uslugaId: Number(uslugaId) }, dates, times);
      const { inserted } = await insertOpenSlots(body);
      return { inserted, sent: body.slots.length, skippedPast };
    },
    onSuccess: () => {
      form.setFieldValue('dates', []);
      setSkippedPast(false);
      return client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) });
    },
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t) }),
  });
  const result = mutation.data ?? null;
  /** A change to what is chosen puts the last result away. */
  const change = <K extends keyof typeof form.values>(key: K, value: (typeof form.values)[K]) => {
    form.setFieldValue(key, value as never);
    mutation.reset();
  };

  if (business.isError || employees.isError) return <ErrorState onRetry={() => { void business.refetch(); void employees.refetch(); }} />;
  if (!business.data || !employees.data) return <Loader size="sm" aria-label={t('common.states.loading')} />;

  const active = employees.data.filter((e) => e.aktivan);
  const employee = active.find((e) => String(e.id) === zaposleniId);
  const services = employee ? business.data.usluge.filter((u) => employee.uslugaIds.includes(u.id)) : [];

  const addDates = (days: IsoDay[]) => {
    const future = days.filter((d) => d >= today);
    setSkippedPast(future.length < days.length);
    change('dates', mergeSorted(dates, future));
  };
  const addTimes = (values: string[]) => change('times', mergeSorted(times, values));

  const count = dates.length * times.length;
  const ready = employee !== undefined && uslugaId !== null && count > 0 && count <= MAX_SLOTS;
  const rangeValid = isIsoDay(rangeFrom) && isIsoDay(rangeTo) && rangeFrom <= rangeTo;
  const series = timeSeries(seriesFrom, seriesTo, Number(step));

  return (
    <Stack gap="lg" className="ops-tab" data-testid="open-slots">
      <div>
        <Title order={2} size="h3">{t('ownerOps.openSlots.title')}</Title>
        <Text c="dimmed" size="sm" mt={4} maw={720}>{t('ownerOps.openSlots.hint')}</Text>
      </div>
      {active.length === 0 ? (
        <Alert color="info">{t('ownerOps.common.noEmployees')}</Alert>
      ) : (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('ownerOps.openSlots.employee')}
            placeholder={t('ownerOps.openSlots.chooseEmployee')}
            data={active.map((e) => ({ value: String(e.id), label: typed(employeeName(e)) }))}
            value={zaposleniId}
            onChange={(v) => { change('zaposleniId', v); change('uslugaId', null); }}
            w={240}
            required
          />
          <Select
            label={t('ownerOps.openSlots.service')}
            placeholder={employee ? t('ownerOps.openSlots.chooseService') : t('ownerOps.openSlots.chooseEmployeeFirst')}
            data={services.map((u) => ({ value: String(u.id), label: typed(u.naziv) }))}
            value={uslugaId}
            onChange={(v) => change('uslugaId', v)}
            disabled={!employee}
            error={employee && services.length === 0 ? t('ownerOps.openSlots.noServices') : undefined}
            w={280}
            required
          />
        </Group>
      )}

      <Paper withBorder p="md" radius="md" component="fieldset" className="ops-fieldset">
        <Title order={3} size="h5" component="legend">{t('ownerOps.openSlots.dates')}</Title>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateField label={t('ownerOps.common.date')} min={today} {...form.getInputProps('oneDate')} w={170} />
            <Button variant="light" disabled={!isIsoDay(oneDate)} onClick={() => { addDates([oneDate]); form.setFieldValue('oneDate', ''); }}>{t('ownerOps.openSlots.addDate')}</Button>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateField label={t('ownerOps.openSlots.rangeFrom')} min={today} {...form.getInputProps('rangeFrom')} w={170} />
            <DateField label={t('ownerOps.openSlots.rangeTo')} min={rangeFrom || today} {...form.getInputProps('rangeTo')} w={170}
              error={isIsoDay(rangeFrom) && isIsoDay(rangeTo) && rangeFrom > rangeTo ? t('ownerOps.common.invalidRange') : undefined} />
            <Button variant="light" disabled={!rangeValid} onClick={() => addDates(eachDay(rangeFrom, rangeTo, 62))}>{t('ownerOps.openSlots.addRange')}</Button>
          </Group>
          {skippedPast && <Text size="sm" c="warning">{t('ownerOps.openSlots.pastDate')}</Text>}
          <ChipList
            testId="open-slot-dates"
            values={dates}
            label={(d) => formatDate(d, i18n.language, 'shortWeekdayDate')}
            removeLabel={(d) => t('ownerOps.openSlots.removeDate', { date: formatDate(d, i18n.language, 'shortWeekdayDate') })}
            empty={t('ownerOps.openSlots.noDates')}
            onRemove={(d) => form.setFieldValue('dates', dates.filter((x) => x !== d))}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="fieldset" className="ops-fieldset">
        <Title order={3} size="h5" component="legend">{t('ownerOps.openSlots.times')}</Title>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TimeField showLabel label={t('ownerOps.openSlots.newTime')} value={form.values.oneTime} onChange={(v) => form.setFieldValue('oneTime', v)} size="sm" w={140} />
            <Button variant="light" disabled={!isTime(oneTime)} onClick={() => { addTimes([oneTime]); form.setFieldValue('oneTime', ''); }}>{t('ownerOps.openSlots.addTime')}</Button>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TimeField showLabel label={t('ownerOps.openSlots.everyFrom')} value={form.values.seriesFrom} onChange={(v) => form.setFieldValue('seriesFrom', v)} size="sm" w={130} />
            <TimeField showLabel label={t('ownerOps.openSlots.everyTo')} value={form.values.seriesTo} onChange={(v) => form.setFieldValue('seriesTo', v)} size="sm" w={130} />
            <NumberInput label={t('ownerOps.openSlots.every')} min={5} max={720} step={5} {...form.getInputProps('step')} w={130} />
            <Button variant="light" disabled={series.length === 0} onClick={() => addTimes(series)}>{t('ownerOps.openSlots.addSeries')}</Button>
          </Group>
          <ChipList
            testId="open-slot-times"
            values={times}
            label={(v) => v}
            removeLabel={(v) => t('ownerOps.openSlots.removeTime', { time: v })}
            empty={t('ownerOps.openSlots.noTimes')}
            onRemove={(v) => form.setFieldValue('times', times.filter((x) => x !== v))}
          />
        </Stack>
      </Paper>

      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div aria-live="polite">
          <Text fw={700} size="lg" data-testid="open-slots-preview">
            {t('ownerOps.openSlots.preview', { dates: dates.length, times: times.length, count })}
          </Text>
          {count > MAX_SLOTS && <Text c="negative.4" size="sm">{t('ownerOps.openSlots.tooMany', { count: MAX_SLOTS })}</Text>}
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => { form.setValues({ dates: [], times: [] }); mutation.reset(); }} disabled={dates.length + times.length === 0}>
            {t('ownerOps.openSlots.clear')}
          </Button>
          <Button onClick={() => mutation.mutate()} disabled={!ready} loading={mutation.isPending}>{t('ownerOps.openSlots.submit')}</Button>
        </Group>
      </Group>

      {result && (
        <Alert color="positive" role="status" data-testid="open-slots-result">
          {t('ownerOps.openSlots.result', { count: result.inserted })}
          {result.sent > result.inserted && ` ${t('ownerOps.openSlots.duplicates', { count: result.sent - result.inserted })}`}
        </Alert>
      )}
    </Stack>
  );
}
