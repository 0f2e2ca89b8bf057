import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@/components/States';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { endOtherSessions, endSession, getSessions } from '../api/sessions';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** The devices signed in to the account: each can be signed out, or all but this one. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => getSessions(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: SESSIONS_KEY });
  const end = useMutation({ mutationFn: endSession, onSuccess: () => void refresh() });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      notify({ color: 'positive', message: t('account.sessions.othersEnded') });
      void refresh();
    },
  });
  if (sessions.isError) return <ErrorState onRetry={() => void sessions.refetch()} />;
  if (!sessions.data) return <Skeleton height={90} />;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const others = sessions.data.filter((s) => !s.trenutna);

  return (
    <Stack gap="sm" data-testid="sessions">
      {sessions.data.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" gap="sm" className="session-row" data-testid="session">
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm" truncate>{s.uredjaj || t('account.sessions.unknownDevice')}</Text>
              {s.trenutna && <Badge size="sm" variant="light" color="secondary">{t('account.sessions.current')}</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.sessions.times', { created: formatDate(s.kreirana, i18n.language, 'numeric', zone), active: formatDate(s.poslednjaAktivnost, i18n.language, 'shortWeekdayDateTime', zone) })}
            </Text>
          </Stack>
          {!s.trenutna && (
            <Button size="xs" variant="default" loading={end.isPending && end.variables === s.id} onClick={() => end.mutate(s.id)}>{t('account.sessions.end')}</Button>
          )}
        </Group>
      ))}
      {others.length > 0 && (
        <Group justify="flex-end"><Button variant="light" color="negative" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>{t('account.sessions.endOthers')}</Button></Group>
      )}
    </Stack>
  );
}
