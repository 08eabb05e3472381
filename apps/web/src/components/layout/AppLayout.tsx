import { Button } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { setNotificationButtonSlot } from '@/components/notifications/button-slot';
import { NotificationBell } from '@/components/notifications/NotificationBell';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import classes from './AppLayout.module.css';
import { BrandMark } from './BrandMark';
import { MainNav } from './MainNav';
import { NavigationProgress } from './NavigationProgress';
import { guestNavItems, memberNavItems, moreMenuGroups } from './nav-items';
import { useRouteFocus } from './use-route-focus';

const MAIN_ID = 'contenido';

/**
 * The shell every page shares; guests get the same frame with the places they can open.
 * `notice` is an app-wide message shown above the page (the app composes it: the shell knows no feature).
 */
export function AppLayout({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <Link to={isLoggedIn ? paths.home.path : paths.categoria.path} className={classes.brand}>
            <BrandMark className={classes.brandMark} />
            <span>{t('app.name')}</span>
          </Link>
          <MainNav
            items={isLoggedIn ? memberNavItems : guestNavItems}
            more={isLoggedIn ? moreMenuGroups : undefined}
          />
          {/* The red "Activar notificaciones" button comes here once the notification centre loads. */}
          <span ref={setNotificationButtonSlot} className={classes.notificationButtonSlot} />
          {isLoggedIn ? (
            <NotificationBell />
          ) : (
            <div className={classes.headerActions}>
              <Button component={Link} to={paths.register.path} variant="filled">
                {t('nav.register')}
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        {notice}
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
