import { Menu } from '@mantine/core';
import { IconDots, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { useSignOutAction } from '@/hooks/use-sign-out';
import { useTranslation } from '@/i18n';
import classes from './AppLayout.module.css';
import type { NavItem } from './nav-items';

/**
 * "Más": a menu with the sections that do not fit the bar; lit while one of them is open. It ends with
 * "Cerrar sesión", the same action as at the bottom of Configuración.
 * Put in place by the first tap on `MainNav`'s placeholder button: it opens at once and takes the focus.
 */
export function MoreMenu({ groups }: { groups: NavItem[][] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = groups.flat().find((item) => matchPath({ path: item.to, end: false }, pathname));
  const button = useRef<HTMLButtonElement>(null);
  const { signOut } = useSignOutAction();
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <Menu defaultOpened position="top-end" offset={6} width={260} shadow="md" radius="lg" withinPortal>
      <Menu.Target>
        <button
          ref={button}
          type="button"
          className={classes.navItem}
          data-current={current ? true : undefined}
        >
          <span className={classes.navIcon}>
            <IconDots size={24} stroke={1.8} aria-hidden />
          </span>
          <span className={classes.navLabel}>{t('nav.more')}</span>
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map((group, index) => (
          <div key={group[0]?.to}>
            {index > 0 ? <Menu.Divider /> : null}
            {group.map(({ to, labelKey, icon: Icon }) => (
              <Menu.Item
                key={to}
                component={Link}
                to={to}
                leftSection={<Icon size={20} stroke={1.8} aria-hidden />}
                aria-current={current?.to === to ? 'page' : undefined}
                className={classes.moreItem}
              >
                {t(labelKey)}
              </Menu.Item>
            ))}
          </div>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={20} stroke={1.8} aria-hidden />} onClick={signOut}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
