import { Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../push-device';

/**
 * "Obaveštenja na ovom uređaju": pushes to this browser, turned on only by the user's tap (the
 * browser's permission prompt follows that tap, never a page load).
 */
export function PushSwitch() {
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

  return (
    <div data-testid="push-switch">
      <Switch
        size="md"
        label={t('account.push.label')}
        description={t('account.push.hint')}
        checked={on === true}
        disabled={busy || on === null || problem === 'unsupported'}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {problem && <Text size="xs" c="dimmed" mt={4} pl={52}>{t(`account.push.${problem}`)}</Text>}
    </div>
  );
}
