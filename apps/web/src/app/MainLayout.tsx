import { Anchor, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation, type TranslationKey } from '@/lib/i18n';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { UserMenu, useLoginHref } from '@/features/auth/shell';
import { TwoStepReminder } from '@/features/account/shell';
import { Logo } from '@/components/Logo';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingBar } from './LoadingBar';
import { INFO_LINKS, NAV } from './nav';

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
          {/* Mantine's Burger draws its lines in a <div>, which a <button> may not hold (html-validate, on the server's HTML): spans here. */}
          <UnstyledButton
            data-opened={menuOpen || undefined}
            onClick={() => {
              setMenuMounted(true);
              menu.toggle();
            }}
            onPointerEnter={() => void import('./MobileMenu')}
            className="app-header__burger"
            aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <span className="app-header__burger-lines" />
          </UnstyledButton>
        </Container>
      </header>

      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} login={login} />
        </Suspense>
      )}

      <main id="main" tabIndex={-1} className="app-main">
        <TwoStepReminder />
        <Outlet />
      </main>

      <Footer />
    </>
  );
}

/** The footer's link columns: a heading and its links each; the first repeats the header's navigation. */
const FOOTER_COLUMNS = [
  { title: 'common.footer.explore', links: NAV },
  { title: 'common.footer.company', links: INFO_LINKS },
] as const satisfies ReadonlyArray<{ title: TranslationKey; links: ReadonlyArray<{ to: string; label: TranslationKey }> }>;

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
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <Text fw={600} mb="xs">{t(column.title)}</Text>
              <Stack gap={6}>
                {column.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} c="dimmed" size="sm">{t(link.label)}</Anchor>
                ))}
              </Stack>
            </nav>
          ))}
        </div>
        <Text size="xs" c="dimmed" mt="xl">{t('common.footer.rights', { year: new Date().getFullYear() })}</Text>
      </Container>
    </footer>
  );
}
