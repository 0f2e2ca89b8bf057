import { Anchor, Burger, Container, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { UserMenu, useLoginHref } from '@/features/auth/shell';
import { Logo } from '@/components/Logo';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingBar } from './LoadingBar';
import { NAV } from './nav';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function MainLayout() {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer module loads on first open (keeps it out of the first bundle).
  const [menuMounted, setMenuMounted] = useState(false);
  const login = useLoginHref();

  return (
    <>
      <LoadingBar />
      <ScrollRestoration />
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      <header className="app-header">
        <Container className="app-header__inner">
          <Logo />
          <nav aria-label={t('common.nav.main')} className="app-nav">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="app-nav__link">
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
          <Group gap="sm" wrap="nowrap" className="app-header__tools">
            <HeaderSearch id="header-search" />
            <LanguageSwitch />
            <UserMenu login={login} />
          </Group>
          <Burger
            opened={menuOpen}
            onClick={() => {
              setMenuMounted(true);
              menu.toggle();
            }}
            onPointerEnter={() => void import('./MobileMenu')}
            className="app-header__burger"
            aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Container>
      </header>

      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} login={login} />
        </Suspense>
      )}

      <main id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </main>

      <Footer />
    </>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <Container>
        <div className="app-footer__grid">
          <Stack gap="xs" maw={360}>
            <Logo />
            <Text size="sm" c="dimmed">{t('common.footer.blurb')}</Text>
          </Stack>
          <nav aria-label={t('common.footer.explore')}>
            <Text fw={600} mb="xs">{t('common.footer.explore')}</Text>
            <Stack gap={6}>
              <Anchor component={Link} to="/" c="dimmed" size="sm">{t('common.nav.categories')}</Anchor>
              <Anchor component={Link} to="/search" c="dimmed" size="sm">{t('common.nav.search')}</Anchor>
              <Anchor component={Link} to="/near-me" c="dimmed" size="sm">{t('common.nav.nearMe')}</Anchor>
              <Anchor component={Link} to="/partner" c="dimmed" size="sm">{t('common.footer.partners')}</Anchor>
            </Stack>
          </nav>
          <nav aria-label={t('common.footer.company')}>
            <Text fw={600} mb="xs">{t('common.footer.company')}</Text>
            <Stack gap={6}>
              <Anchor component={Link} to="/about" c="dimmed" size="sm">{t('common.footer.about')}</Anchor>
              <Anchor component={Link} to="/faq" c="dimmed" size="sm">{t('common.footer.faq')}</Anchor>
              <Anchor component={Link} to="/privacy-policy" c="dimmed" size="sm">{t('common.footer.privacy')}</Anchor>
              <Anchor component={Link} to="/terms-of-service" c="dimmed" size="sm">{t('common.footer.terms')}</Anchor>
            </Stack>
          </nav>
        </div>
        <Text size="xs" c="dimmed" mt="xl">{t('common.footer.rights', { year: new Date().getFullYear() })}</Text>
      </Container>
    </footer>
  );
}
