import { Alert, Anchor, Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TWO_STEP_REQUIRED_EVENT } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { TWO_STEP_KEY, getTwoStep } from '../api/twoStep';

/** Who is reminded to turn on two-step sign-in until they do: those who run a business or the service. */
const REMINDED = new Set(['Administrator', 'SystemAdministrator']);

/**
 * Above every page for an owner or a super-admin without two-step sign-in (and for an employee
 * once a super-admin requires it of business accounts): a reminder with the way to the set-up.
 * Not on the profile itself, where the set-up is. When the API answers 403 two-step-required
 * (decision 082), it takes the user to that set-up.
 */
export function TwoStepReminder() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The API refused a business action until two-step sign-in is on: to the set-up, with the status fresh.
  useEffect(() => {
    const toSetUp = () => {
      void client.invalidateQueries({ queryKey: TWO_STEP_KEY });
      if (window.location.pathname !== '/profile') void navigate('/profile#profile-two-step');
    };
    window.addEventListener(TWO_STEP_REQUIRED_EVENT, toSetUp);
    return () => window.removeEventListener(TWO_STEP_REQUIRED_EVENT, toSetUp);
  }, [client, navigate]);
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
