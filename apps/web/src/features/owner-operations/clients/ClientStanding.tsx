import { Alert, Badge, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Klijent, KlijentPravila } from '@zakazi/contract';
import { errorSentence } from '@/lib/error-sentence';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { saveClientBlock, saveClientRules } from '../api/clients';
import { ownerOpsKey } from '../queries';

/** After a change the clients list is read again, so its marks and these switches agree with the server. */
function useRefreshClients(entitetId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...ownerOpsKey(entitetId), 'clients'] });
}

/**
 * How the business treats a client online: blocked (they are told to call) or booking only as
 * requests (the no-show rule). The block is the owner's switch; only an account books online, so
 * a walk-in has none.
 */
export function ClientStanding({ entitetId, client }: { entitetId: number; client: Pick<Klijent, 'id' | 'userId' | 'blokiran' | 'kaoZahtev'> }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients(entitetId);
  const save = useMutation({
    mutationFn: (blokiran: boolean) => saveClientBlock(entitetId, client.id, blokiran),
    onSuccess: async (saved) => {
      void notify({ color: 'positive', message: t(saved.blokiran ? 'ownerOps.clients.blockedNow' : 'ownerOps.clients.unblockedNow') });
      await refresh();
    },
  });
  if (client.userId === null) return null;
  const blokiran = save.isPending ? save.variables : client.blokiran;
  return (
    <Stack gap={6} data-testid="client-standing">
      <Switch
        checked={blokiran}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
        label={t('ownerOps.clients.block')}
        description={t('ownerOps.clients.blockHint')}
        color="negative"
        data-testid="client-block"
      />
      {client.kaoZahtev && !blokiran && <Text size="sm" c="warning.7">{t('ownerOps.clients.asRequestHint')}</Text>}
      {save.isError && <Alert color="negative" variant="light" role="alert">{errorSentence(save.error, t)}</Alert>}
    </Stack>
  );
}

/** The marks on a client's row: blocked, or booking as requests. */
export function StandingBadges({ client }: { client: Pick<Klijent, 'blokiran' | 'kaoZahtev'> }) {
  const { t } = useTranslation();
  if (client.blokiran) return <Badge size="xs" variant="filled" color="negative" data-testid="client-blocked">{t('ownerOps.clients.blocked')}</Badge>;
  if (client.kaoZahtev) return <Badge size="xs" variant="light" color="warning" data-testid="client-as-request">{t('ownerOps.clients.asRequest')}</Badge>;
  return null;
}

/** The business's rule: clients with 2 or more no-shows here book as requests. */
export function NoShowRule({ entitetId, pravila }: { entitetId: number; pravila: KlijentPravila }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients(entitetId);
  const save = useMutation({
    mutationFn: (on: boolean) => saveClientRules(entitetId, { zahtevPosleNedolazaka: on }),
    onSuccess: async () => {
      void notify({ color: 'positive', message: t('ownerOps.clients.ruleSaved') });
      await refresh();
    },
  });
  const on = save.isPending ? save.variables : pravila.zahtevPosleNedolazaka;
  return (
    <Stack gap={4}>
      <Switch
        checked={on}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
        label={t('ownerOps.clients.rule')}
        description={t('ownerOps.clients.ruleHint')}
        data-testid="no-show-rule"
      />
      {save.isError && <Alert color="negative" variant="light" role="alert">{errorSentence(save.error, t)}</Alert>}
    </Stack>
  );
}
