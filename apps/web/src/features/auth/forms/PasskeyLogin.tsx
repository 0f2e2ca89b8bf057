import { Button, Divider, Stack } from '@mantine/core';
import '@mantine/core/styles/Divider.css';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { loginWithPasskey, type User } from '@/lib/session';
import { askForPasskey } from '../api/passkeyLogin';
import { FormAlert } from '../components/FormAlert';

/**
 * "Log in with a passkey" beside the password form (decision 083): the browser asks the
 * authenticator for any passkey of this site, and the server signs in its owner. Not shown in a
 * browser without WebAuthn.
 */
export function PasskeyLogin({ onDone }: { onDone: (user: User) => void }) {
  const { t } = useTranslation();
  const signIn = useMutation({ mutationFn: async () => loginWithPasskey(await askForPasskey()), onSuccess: onDone });
  if (!browserSupportsWebAuthn()) return null;
  // A key the server does not know (deleted, or of another site's account) says so; anything else (cancelled, expired) is a retry.
  const unknownKey = signIn.error ? apiErrorOf(signIn.error)?.code === 'invalid-passkey' : false;
  return (
    <Stack gap="sm">
      <Divider label={t('auth.login.or')} labelPosition="center" />
      {signIn.isError && <FormAlert kind="error">{t(unknownKey ? 'auth.login.passkeyUnknown' : 'auth.login.passkeyFailed')}</FormAlert>}
      {/* The label wraps on a narrow phone rather than being cut. */}
      <Button
        variant="default"
        size="md"
        fullWidth
        h="auto"
        mih={42}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        loading={signIn.isPending || signIn.isSuccess}
        onClick={() => signIn.mutate()}
        data-testid="passkey-login"
      >
        {t('auth.login.passkey')}
      </Button>
    </Stack>
  );
}
