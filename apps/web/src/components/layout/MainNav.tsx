import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/i18n';
import classes from './AppLayout.module.css';
import type { NavItem } from './nav-items';

const loadMoreMenu = () => import('./MoreMenu');
const LazyMoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));
const preloadMoreMenu = () => void loadMoreMenu().catch(() => {});

/**
 * "Más": a menu with the sections that do not fit the bar; lit while one of them is open. Its code
 * (Mantine's Menu, Popover and floating-ui) loads when the person points at, focuses or taps the
 * button, not before the page paints; a tap before it arrives opens the menu once it has.
 */
function MoreMenuButton({ groups }: { groups: NavItem[][] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const current = groups.flat().some((item) => matchPath({ path: item.to, end: false }, pathname));
  const placeholder = (
    <button
      type="button"
      className={classes.navItem}
      data-current={current ? true : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadMoreMenu}
      onFocus={preloadMoreMenu}
      onClick={() => setOpened(true)}
    >
      <span className={classes.navIcon}>
        <IconDots size={24} stroke={1.8} aria-hidden />
      </span>
      <span className={classes.navLabel}>{t('nav.more')}</span>
    </button>
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyMoreMenu groups={groups} />
    </Suspense>
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
            <MoreMenuButton groups={more} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
