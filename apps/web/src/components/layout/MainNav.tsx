import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './AppLayout.module.css';
import type { NavItem } from './nav-items';

/**
 * The main navigation. NavLink marks the current place with `aria-current="page"`,
 * also on its sub-pages (`/calendario/3` keeps Calendario lit).
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.navList}>
        {items.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={classes.navItem}>
              <span className={classes.navIcon}>
                <Icon size={24} stroke={1.8} aria-hidden />
              </span>
              <span className={classes.navLabel}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
