import { TwoStepStatus } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { signIn, signOut } from '@/test/session';
import { ok, server, stand } from '@/test/stand-in';
import { TwoStepReminder } from '../shell';

/** The shell's reminder: loaded and asking only once someone is logged in (issue 29: not in the anonymous first bundle). */
describe('the two-step reminder above every page', () => {
  afterEach(async () => {
    await signOut();
  });

  function standInStatus() {
    const asked: string[] = [];
    server.use(
      stand('get', identityPaths.twoStep, { answers: TwoStepStatus }, () => {
        asked.push('status');
        return ok({ enabled: false, required: false, recoveryCodesLeft: 0 });
      }),
    );
    return asked;
  }

  it('for nobody logged in: nothing shown, nothing asked', async () => {
    const asked = standInStatus();
    await renderWithApp(<TwoStepReminder />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('two-step-reminder')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('for an owner without two-step sign-in: the reminder, with the way to the set-up', async () => {
    const asked = standInStatus();
    await signIn('Administrator');
    await renderWithApp(<TwoStepReminder />);
    const reminder = await screen.findByTestId('two-step-reminder', undefined, { timeout: 5000 });
    expect(reminder).toHaveTextContent(t('common.twoStepReminder.text'));
    expect(screen.getByRole('link', { name: t('common.twoStepReminder.action') })).toHaveAttribute('href', '/profile#profile-two-step');
    await waitFor(() => expect(asked).toEqual(['status']));
  });
});
