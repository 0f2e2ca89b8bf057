import { Drawer, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import { Logo } from '@/components/Logo';
import { UserMenu } from '@/features/auth/shell';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV } from './nav';

/** Phone menu (drawer). Loaded on first open, so it stays out of the first bundle. */
export default function MobileMenu({ opened, onClose, login }: { opened: boolean; onClose: () => void; login: string }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(85vw, 360px)"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': t('common.nav.closeMenu') }}
    >
      <Stack gap="lg">
        <HeaderSearch id="drawer-search" onDone={onClose} />
        <nav aria-label={t('common.nav.main')}>
          <Stack gap={4}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="drawer-link" onClick={onClose}>
                {t(item.label)}
              </NavLink>
            ))}
          </Stack>
        </nav>
        <UserMenu login={login} variant="drawer" onNavigate={onClose} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{t('common.lang.label')}</Text>
          <LanguageSwitch />
        </Group>
      </Stack>
    </Drawer>
  );
}
