import { Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import classes from './AppLayout.module.css';
import type { NavItem } from './nav-items';

/** "Más": a menu with the sections that do not fit the bar; lit while one of them is open. */
function MoreMenu({ groups }: { groups: NavItem[][] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = groups.flat().find((item) => matchPath({ path: item.to, end: false }, pathname));
  return (
    <Menu position="top-end" offset={6} width={260} shadow="md" radius="lg" withinPortal>
      <Menu.Target>
        <button type="button" className={classes.navItem} data-current={current ? true : undefined}>
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
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The main navigation. NavLink marks the current place with `aria-current="page"`,
 * also on its sub-pages (`/calendario/3` keeps Calendario lit) unless the item says `end`.
 */
export function MainNav({ items, more }: { items: NavItem[]; more?: NavItem[][] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.navList}>
        {items.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={classes.navItem}>
              <span className={classes.navIcon}>
                <Icon size={24} stroke={1.8} aria-hidden />
              </span>
              <span className={classes.navLabel}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
        {more ? (
          <li>
            <MoreMenu groups={more} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
