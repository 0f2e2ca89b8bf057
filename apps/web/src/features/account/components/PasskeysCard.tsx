import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@/components/States';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { addPasskey, deletePasskey, getPasskeys } from '../api/passkeys';

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

/** The profile's passkeys (decision 083): each with when it was added and last used; add one, remove one. */
export function PasskeysCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const supported = browserSupportsWebAuthn();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => getPasskeys(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => {
      notify({ color: 'positive', message: t('account.passkeys.added') });
      void refresh();
    },
    onError: (error) => {
      // The authenticator already holds a key for this account (the server excluded it).
      const already = error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
      notify({ color: 'negative', message: t(already ? 'account.passkeys.already' : 'account.passkeys.addFailed') });
    },
  });
  const remove = useMutation({
    mutationFn: deletePasskey,
    onSuccess: () => {
      notify({ color: 'secondary', message: t('account.passkeys.removed') });
      void refresh();
    },
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <Stack gap="sm" data-testid="passkeys">
      <Text size="sm" c="dimmed">{t('account.passkeys.intro')}</Text>
      {passkeys.isError ? (
        <ErrorState onRetry={() => void passkeys.refetch()} />
      ) : !passkeys.data ? (
        <Skeleton height={60} />
      ) : passkeys.data.length === 0 ? (
        <Text size="sm" data-testid="passkeys-empty">{t('account.passkeys.empty')}</Text>
      ) : (
        passkeys.data.map((k) => (
          <Group key={k.id} justify="space-between" wrap="nowrap" gap="sm" className="session-row" data-testid="passkey">
            <Stack gap={2} miw={0}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} size="sm" truncate>{k.naziv}</Text>
                {k.sinhronizovan && <Badge size="sm" variant="light" color="secondary">{t('account.passkeys.synced')}</Badge>}
              </Group>
              <Text size="xs" c="dimmed">
                {t('account.passkeys.times', {
                  created: formatDate(k.kreiran, i18n.language, 'numeric', zone),
                  used: k.poslednjeKoriscenje ? t('account.passkeys.lastUsed', { date: formatDate(k.poslednjeKoriscenje, i18n.language, 'shortWeekdayDateTime', zone) }) : t('account.passkeys.neverUsed'),
                })}
              </Text>
            </Stack>
            <Button size="xs" variant="default" style={{ flexShrink: 0 }} loading={remove.isPending && remove.variables === k.id} onClick={() => remove.mutate(k.id)}>{t('account.passkeys.remove')}</Button>
          </Group>
        ))
      )}
      {supported ? (
        <Group justify="flex-end">
          <Button variant="light" loading={add.isPending} onClick={() => add.mutate()} data-testid="passkey-add">{t('account.passkeys.add')}</Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">{t('account.passkeys.unsupported')}</Text>
      )}
    </Stack>
  );
}
