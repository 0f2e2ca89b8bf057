import { Alert, Anchor, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { TWO_STEP_KEY, getTwoStep } from '../api/twoStep';

/** Who is reminded to turn on two-step sign-in until they do: those who run a business or the service. */
const REMINDED = new Set(['Administrator', 'SystemAdministrator']);

/**
 * Above every page for an owner or a super-admin without two-step sign-in (and for an employee
 * once a super-admin requires it of business accounts): a reminder with the way to the set-up.
 * Not on the profile itself, where the set-up is.
 */
export function TwoStepReminder() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  const business = user?.role === 'Administrator' || user?.role === 'Employee';
  const status = useQuery({ queryKey: TWO_STEP_KEY, queryFn: ({ signal }) => getTwoStep(signal), enabled: !!user && (REMINDED.has(user.role) || business), staleTime: 5 * 60_000 });
  if (!user || !status.data || status.data.enabled || pathname === '/profile') return null;
  if (!status.data.required && !REMINDED.has(user.role)) return null;
  return (
    <Container size="lg" pt="sm">
      <Alert color={status.data.required ? 'warning' : 'info'} variant="light" data-testid="two-step-reminder">
        {t(status.data.required ? 'common.twoStepReminder.required' : 'common.twoStepReminder.text')}{' '}
        <Anchor component={Link} to="/profile#profile-two-step" fw={600}>{t('common.twoStepReminder.action')}</Anchor>
      </Alert>
    </Container>
  );
}
