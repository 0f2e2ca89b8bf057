import { Alert, Badge, Button, Code, Group, List, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IDENTITY_ERRORS } from '@zakazi/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ErrorState } from '@/components/States';
import { FormAlert } from '@/features/auth';
import { errorSentence } from '@/lib/error-sentence';
import { apiErrorOf } from '@/lib/http';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { TWO_STEP_KEY, disableTwoStep, enableTwoStep, getTwoStep, setUpTwoStep } from '../api/twoStep';

/** The sentence for a refused code or password of these forms. */
function refusal(error: unknown, t: TFunction): string {
  const refused = apiErrorOf(error);
  if (refused.code === IDENTITY_ERRORS.invalidCode) return t('account.twoStep.invalidCode');
  if (refused.code === IDENTITY_ERRORS.invalidCredentials) return t('account.password.wrongCurrent');
  return errorSentence(refused, t);
}

/**
 * Two-step sign-in in the profile: off → set-up (a QR code and the secret as text, then a first
 * code), the ten recovery codes shown once, on → turning it off with the password and a code.
 */
export function TwoStepCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useQuery({ queryKey: TWO_STEP_KEY, queryFn: ({ signal }) => getTwoStep(signal) });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setup = useMutation({ mutationFn: setUpTwoStep });
  const refresh = () => client.invalidateQueries({ queryKey: TWO_STEP_KEY });

  if (status.isError) return <ErrorState onRetry={() => void status.refetch()} />;
  if (!status.data) return null;

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (status.data.enabled) return <TurnOff left={status.data.recoveryCodesLeft} onOff={() => void refresh()} />;
  if (setup.data) {
    return (
      <EnableWithCode
        secret={setup.data.secret}
        otpauthUrl={setup.data.otpauthUrl}
        onEnabled={(codes) => {
          setRecoveryCodes(codes);
          setup.reset();
          void refresh();
        }}
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="two-step-off">
      <Group gap="xs"><Badge color="gray" variant="light">{t('account.twoStep.off')}</Badge></Group>
      {status.data.required && <Alert color="warning" variant="light">{t('account.twoStep.required')}</Alert>}
      <Text size="sm" c="dimmed">{t('account.twoStep.intro')}</Text>
      {setup.error && <FormAlert kind="error">{refusal(setup.error, t)}</FormAlert>}
      <Group justify="flex-end"><Button onClick={() => setup.mutate()} loading={setup.isPending}>{t('account.twoStep.start')}</Button></Group>
    </Stack>
  );
}

function EnableWithCode({ secret, otpauthUrl, onEnabled }: { secret: string; otpauthUrl: string; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const enable = useMutation({ mutationFn: () => enableTwoStep(code), onSuccess: (r) => onEnabled(r.recoveryCodes) });
  return (
    <form onSubmit={(e) => { e.preventDefault(); enable.mutate(); }} data-testid="two-step-setup">
      <Stack gap="md">
        <Text size="sm">{t('account.twoStep.scan')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <div className="two-step-qr"><QRCodeSVG value={otpauthUrl} size={176} marginSize={2} title={t('account.twoStep.qrTitle')} /></div>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">{t('account.twoStep.orType')}</Text>
            <Code block data-testid="two-step-secret" className="two-step-secret">{secret}</Code>
          </Stack>
        </SimpleGrid>
        {enable.error && <FormAlert kind="error">{refusal(enable.error, t)}</FormAlert>}
        <TextInput label={t('account.twoStep.code')} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} required value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        <Group justify="flex-end"><Button type="submit" loading={enable.isPending}>{t('account.twoStep.enable')}</Button></Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <FormAlert kind="success">{t('account.twoStep.nowOn')}</FormAlert>
      <Text size="sm">{t('account.twoStep.recoveryIntro')}</Text>
      <List className="recovery-codes" listStyleType="none" spacing={4}>
        {codes.map((c) => <List.Item key={c}><Code>{c}</Code></List.Item>)}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>{t('account.twoStep.copy')}</Button>
        <Button onClick={onDone}>{t('account.twoStep.saved')}</Button>
      </Group>
    </Stack>
  );
}

function TurnOff({ left, onOff }: { left: number; onOff: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const off = useMutation({
    mutationFn: () => disableTwoStep({ password, code }),
    onSuccess: () => {
      notify({ color: 'positive', message: t('account.twoStep.turnedOff') });
      onOff();
    },
  });
  return (
    <Stack gap="sm" data-testid="two-step-on">
      <Group gap="xs"><Badge color="positive" variant="light">{t('account.twoStep.on')}</Badge><Text size="sm" c="dimmed">{t('account.twoStep.codesLeft', { n: left })}</Text></Group>
      {!open ? (
        <Group justify="flex-end"><Button variant="default" onClick={() => setOpen(true)}>{t('account.twoStep.turnOff')}</Button></Group>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); off.mutate(); }}>
          <Stack gap="sm">
            {off.error && <FormAlert kind="error">{refusal(off.error, t)}</FormAlert>}
            <PasswordInput label={t('account.password.current')} name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <TextInput label={t('account.twoStep.codeOrRecovery')} name="code" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>{t('account.email.back')}</Button>
              <Button type="submit" color="negative" loading={off.isPending}>{t('account.twoStep.turnOff')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
