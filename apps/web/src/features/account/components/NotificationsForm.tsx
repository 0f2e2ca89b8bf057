import { Button, Group, SegmentedControl, Skeleton, Stack, Switch, Text } from '@mantine/core';
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

const prefsKey = (userId: number) => ['account', 'notifications', userId] as const;

/** Which mails the user gets: the reminder (on/off, 2 h or 24 h before) and status-change mails. */
export function NotificationsForm({ userId }: { userId: number }) {
  const prefs = useQuery({ queryKey: prefsKey(userId), queryFn: ({ signal }) => getNotificationPrefs(signal) });
  if (prefs.isError && !prefs.data) return <ErrorState onRetry={() => void prefs.refetch()} />;
  if (!prefs.data) return <Skeleton height={140} radius={12} />;
  return <PrefsForm userId={userId} prefs={prefs.data} />;
}

function PrefsForm({ userId, prefs }: { userId: number; prefs: Obavestenja }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { podsetnik: prefs.podsetnik, podsetnikSati: String(prefs.podsetnikSati), promeneStatusa: prefs.promeneStatusa } });
  // Stored values that arrive later (another tab saved) become the form's baseline.
  useEffect(() => {
    form.setInitialValues({ podsetnik: prefs.podsetnik, podsetnikSati: String(prefs.podsetnikSati), promeneStatusa: prefs.promeneStatusa });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer resets the baseline
  }, [prefs]);
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      saveNotificationPrefs({ podsetnik: v.podsetnik, podsetnikSati: v.podsetnikSati === '2' ? 2 : 24, promeneStatusa: v.promeneStatusa }),
    onSuccess: (saved) => {
      queryClient.setQueryData(prefsKey(userId), saved);
      form.resetDirty({ podsetnik: saved.podsetnik, podsetnikSati: String(saved.podsetnikSati), promeneStatusa: saved.promeneStatusa });
      notify({ color: 'positive', message: t('account.notifications.saved') });
    },
  });
  const refused = save.error ? apiErrorOf(save.error) : null;

  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="notifications-form">
      <Stack gap="md">
        {refused && <FormAlert kind="error">{t(refused.status === 0 ? 'account.edit.offline' : 'account.edit.failed')}</FormAlert>}
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
        <Text size="xs" c="dimmed">{t('account.notifications.always')}</Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>{t('account.notifications.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
