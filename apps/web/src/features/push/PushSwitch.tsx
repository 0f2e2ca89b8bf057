import { Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { currentSubscription, disablePush, enablePush, pushSupported } from './push-device';

/** Whose texts the switch speaks with: the notification settings', or the booking success screen's (booking's texts are loaded there, account's are not). */
type PushTexts = 'account.push' | 'booking.success.push';

/**
 * "Obaveštenja na ovom uređaju": pushes to this browser, turned on only by the user's tap (the
 * browser's permission prompt follows that tap, never a page load). In the notification settings,
 * and offered on the booking success screen (`offer`: nothing there where the browser cannot take pushes).
 */
export function PushSwitch({ texts = 'account.push', offer = false }: { texts?: PushTexts; offer?: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'unsupported' | 'failed' | null>(pushSupported() ? null : 'unsupported');
  useEffect(() => {
    let live = true;
    void currentSubscription().then((s) => live && setOn(s !== null), () => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const refused = await enablePush();
        if (refused) setProblem(refused);
        setOn(refused === null);
      } else {
        await disablePush();
        setOn(false);
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  if (offer && problem === 'unsupported') return null;
  return (
    <div data-testid="push-switch">
      <Switch
        size="md"
        label={t(`${texts}.label`)}
        description={t(`${texts}.hint`)}
        checked={on === true}
        disabled={busy || on === null || problem === 'unsupported'}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {problem && <Text size="xs" c="dimmed" mt={4} pl={52}>{t(`${texts}.${problem}`)}</Text>}
    </div>
  );
}
