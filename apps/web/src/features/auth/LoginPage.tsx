import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { useTranslation, type TranslationKey } from '@/lib/i18n';
import { Navigate } from 'react-router';
import { usePageMeta } from '@/lib/meta';
import { getUser } from '@/lib/session';
import { ConfirmForm } from './forms/ConfirmForm';
import { LoginForm } from './forms/LoginForm';
import { RegisterForm } from './forms/RegisterForm';
import { ResetConfirmForm } from './forms/ResetConfirmForm';
import { ResetRequestForm } from './forms/ResetRequestForm';
import type { Mode } from './modes';
import { resolveRedirect } from './redirect';
import { useAuthNav } from './useAuthNav';
import './auth.css';

const TITLES = {
  login: 'auth.login.title',
  register: 'auth.register.title',
  'register-confirm': 'auth.confirm.title',
  'password-reset': 'auth.reset.title',
  'password-reset-confirm': 'auth.resetConfirm.title',
} as const satisfies Record<Mode, TranslationKey>;

/** Route module of /login: one screen, five modes (SPEC.md 2), chosen by ?mode=. */
export function Component() {
  const { t } = useTranslation();
  const { mode, params } = useAuthNav();
  const title = t(TITLES[mode]);
  usePageMeta(title, t('auth.meta.description'));
  // Someone already logged in who opens login or sign-up goes on to where they were headed.
  const [alreadyIn] = useState(() => getUser() !== null && (mode === 'login' || mode === 'register'));
  if (alreadyIn) return <Navigate to={resolveRedirect(params.get('redirectedFrom'), getUser()?.role)} replace />;

  const subtitle = mode === 'login' ? t('auth.login.subtitle') : mode === 'register' ? t('auth.register.subtitle') : null;
  return (
    <Container size="lg" className="page-pad auth-page">
      <div className="auth-grid">
        <Paper className="auth-card" p={{ base: 'lg', xs: 'xl' }} radius="lg" withBorder>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">{title}</Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {/* key: each mode starts with a fresh form */}
            <ModeForm key={mode} mode={mode} />
          </Stack>
        </Paper>
        <aside className="auth-side" aria-label={t('auth.side.title')}>
          <Title order={2} size="h3">{t('auth.side.title')}</Title>
          <List spacing="sm" mt="md" c="dimmed">
            {(t('auth.side.points', { returnObjects: true }) as string[]).map((p) => <List.Item key={p}>{p}</List.Item>)}
          </List>
        </aside>
      </div>
    </Container>
  );
}

function ModeForm({ mode }: { mode: Mode }) {
  switch (mode) {
    case 'register': return <RegisterForm />;
    case 'register-confirm': return <ConfirmForm />;
    case 'password-reset': return <ResetRequestForm />;
    case 'password-reset-confirm': return <ResetConfirmForm />;
    default: return <LoginForm />;
  }
}
