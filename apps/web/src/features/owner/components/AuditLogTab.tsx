import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, USER_ROLES } from '@zakazi/contract/constants';
import { EmptyState, ErrorState } from '@/components/States';
import { formatDate, locale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { keysUnder } from '@/lib/text-keys';
import { getAuditLog } from '../api/getAuditLog';
import { useTyped } from '@/lib/typed-text';

const PAGE_SIZE = 25;
const ACTION_TEXT = keysUnder('owner.audit.actions', AUDIT_ACTIONS);
const ROLE_TEXT = keysUnder('owner.audit.roles', USER_ROLES);
/** Times as the owner's device shows them (the log is read where the business is). */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The "Dnevnik" tab of /entity/edit: who did what in the business, newest first (GET
 * /api/Entitet/{id}/dnevnik), each entry as a sentence in the interface's language with its
 * actor, role and time; further pages on request.
 */
export function AuditLogTab({ entitetId }: { entitetId: number }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  const query = useInfiniteQuery({
    queryKey: ['owner', 'audit-log', entitetId],
    queryFn: ({ pageParam, signal }) => getAuditLog(entitetId, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.stavke.length, 0) < last.total ? pages.length + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((p) => p.stavke) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const zone = localZone();
  const time = new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit', timeZone: zone });

  return (
    <Stack gap="md" data-testid="audit-log-tab">
      <Stack gap={4}>
        <Title order={2} size="h3">{t('owner.audit.title')}</Title>
        <Text c="dimmed" size="sm">{t('owner.audit.hint')}</Text>
      </Stack>
      {query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : items.length === 0 ? (
        <EmptyState text={t('owner.audit.empty')} />
      ) : (
        <>
          <Text fw={600} size="sm">{t('owner.audit.count', { count: total })}</Text>
          <ul className="owner-audit" data-testid="audit-log">
            {items.map((s) => (
              <li key={s.id} className="owner-audit__item" data-testid="audit-entry">
                <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} className="owner-audit__what">
                      {t(ACTION_TEXT[s.radnja])}
                      {s.predmet && <Text span fw={400} c="dimmed">: {typed(s.predmet)}</Text>}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" data-testid="audit-actor">{typed(s.akter.ime) || t('owner.audit.unknownActor')}</Text>
                      <Badge size="xs" variant="light" color="gray">{t(ROLE_TEXT[s.akter.uloga])}</Badge>
                    </Group>
                  </Stack>
                  <Text size="xs" c="dimmed" ta="right" style={{ flex: 'none' }}>
                    {formatDate(s.vreme, lang, 'date', zone)}
                    <br />
                    {time.format(new Date(s.vreme))}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="subtle" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="audit-more">
              {t('owner.audit.more', { shown: items.length, total })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
