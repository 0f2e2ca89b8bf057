import { Button, Group, NativeSelect, SegmentedControl, Skeleton, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import { useForm } from '@mantine/form';
import type { Obavestenja } from '@zakazi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '@/components/States';
import { FormAlert } from '@/features/auth';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getNotificationPrefs, saveNotificationPrefs } from '../api/notificationPrefs';
import { errorSentence } from '@/lib/error-sentence';
import { smsAvailable } from '@/lib/page-settings';
import { PushSwitch } from '@/features/push';

/** The hours a daily summary may come at (the business's time). */
const HOURS = Array.from({ length: 24 }, (_, h) => h);

const prefsKey = (userId: number) => ['account', 'notifications', userId] as const;

/**
 * Which notifications the user gets: the reminder (on/off, 2 h or 24 h before) and status changes;
 * on which channels (mail, push, SMS: SMS only where the server has a gateway); for the business's
 * people, which bookings of others they hear of; and pushes on this device.
 */
export function NotificationsForm({ userId, staff = false }: { userId: number; staff?: boolean }) {
  const prefs = useQuery({ queryKey: prefsKey(userId), queryFn: ({ signal }) => getNotificationPrefs(signal) });
  if (prefs.isError && !prefs.data) return <ErrorState onRetry={() => void prefs.refetch()} />;
  if (!prefs.data) return <Skeleton height={140} radius={12} />;
  return <PrefsForm userId={userId} prefs={prefs.data} staff={staff} />;
}

/** The form's values: the stored preferences, the lead time as the segmented control's text. */
const valuesOf = (p: Obavestenja) => ({ ...p, podsetnikSati: String(p.podsetnikSati) });

function PrefsForm({ userId, prefs, staff }: { userId: number; prefs: Obavestenja; staff: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sms = smsAvailable();
  const form = useForm({ initialValues: valuesOf(prefs) });
  // Stored values that arrive later (another tab saved) become the form's baseline.
  useEffect(() => {
    form.setInitialValues(valuesOf(prefs));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer resets the baseline
  }, [prefs]);
  const save = useMutation({
    mutationFn: (v: typeof form.values) => saveNotificationPrefs({ ...v, podsetnikSati: v.podsetnikSati === '2' ? 2 : 24 }),
    onSuccess: (saved) => {
      queryClient.setQueryData(prefsKey(userId), saved);
      form.resetDirty(valuesOf(saved));
      notify({ color: 'positive', message: t('account.notifications.saved') });
    },
  });
  const refused = save.error ? apiErrorOf(save.error) : null;

  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="notifications-form">
      <Stack gap="md">
        {refused && <FormAlert kind="error">{errorSentence(refused, t, { otherwise: t('account.edit.failed') })}</FormAlert>}
        <Switch
          size="md"
          label={t('account.notifications.reminder')}
          description={t('account.notifications.reminderHint')}
          {...form.getInputProps('podsetnik', { type: 'checkbox' })}
        />
        <Stack gap={4} pl={{ base: 0, xs: 52 }}>
          <Text size="sm" id="reminder-when" c={form.values.podsetnik ? undefined : 'dimmed'}>{t('account.notifications.when')}</Text>
          <SegmentedControl
            aria-labelledby="reminder-when"
            maw={360}
            disabled={!form.values.podsetnik}
            data={[
              { value: '2', label: t('account.notifications.hours2') },
              { value: '24', label: t('account.notifications.hours24') },
            ]}
            {...form.getInputProps('podsetnikSati')}
          />
        </Stack>
        <Switch
          size="md"
          label={t('account.notifications.status')}
          description={t('account.notifications.statusHint')}
          {...form.getInputProps('promeneStatusa', { type: 'checkbox' })}
        />
        <Text size="sm" fw={600} mt="xs">{t('account.notifications.channels')}</Text>
        <Switch size="md" label={t('account.notifications.email')} {...form.getInputProps('kanali.email', { type: 'checkbox' })} />
        <Switch size="md" label={t('account.notifications.push')} description={t('account.notifications.pushHint')} {...form.getInputProps('kanali.push', { type: 'checkbox' })} />
        <Switch
          size="md"
          label={t('account.notifications.sms')}
          description={sms ? t('account.notifications.smsHint') : t('account.notifications.smsUnavailable')}
          disabled={!sms}
          {...form.getInputProps('kanali.sms', { type: 'checkbox' })}
        />
        {staff && (
          <>
            <Text size="sm" fw={600} mt="xs">{t('account.notifications.work')}</Text>
            <Switch size="md" label={t('account.notifications.workNew')} {...form.getInputProps('posao.novo', { type: 'checkbox' })} />
            <Switch size="md" label={t('account.notifications.workMoved')} {...form.getInputProps('posao.izmena', { type: 'checkbox' })} />
            <Switch size="md" label={t('account.notifications.workCancelled')} {...form.getInputProps('posao.otkazivanje', { type: 'checkbox' })} />
            <NativeSelect
              maw={360}
              label={t('account.notifications.workSummary')}
              description={t('account.notifications.workSummaryHint')}
              data={[{ value: '', label: t('account.notifications.workSummaryNone') }, ...HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))]}
              value={form.values.posao.dnevniPregledSat == null ? '' : String(form.values.posao.dnevniPregledSat)}
              onChange={(e) => form.setFieldValue('posao.dnevniPregledSat', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            />
          </>
        )}
        <Text size="xs" c="dimmed">{t('account.notifications.always')}</Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>{t('account.notifications.save')}</Button>
        </Group>
        <PushSwitch />
      </Stack>
    </form>
  );
}
