import { Button, Menu, Text } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { UserIcon } from '@/components/icons';
import type { User } from '@/lib/session';
import { ROLE_TEXT, logoutWithNotice, menuLinks } from './menu';
import { UpcomingCount } from './UpcomingCount';
import { useTyped } from '@/lib/typed-text';

/** The logged-in user's header menu: name, Moji termini with their count (RegularUser), Profil, Moj biznis (Administrator), Zaposleni (Employee), Odjava. */
export default function UserMenuDropdown({ user, defaultOpened = false }: { user: User; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const name = useTyped()(user.name);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="light" size="sm" radius="xl" leftSection={<UserIcon size={16} />} aria-label={`${t('auth.menu.label')}: ${name}`} data-testid="user-menu">
          <span className="user-menu__name">{name || '…'}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="gray.0" truncate>{name}</Text>
          <Text size="xs" c="dimmed">{t(ROLE_TEXT[user.role])}</Text>
        </Menu.Label>
        <Menu.Divider />
        {menuLinks(user).map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.label)}
            {item.upcoming && <UpcomingCount userId={user.id} />}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="negative.4"
          onClick={() => void logoutWithNotice(t('auth.notice.loggedOut'))}
        >
          {t('auth.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
