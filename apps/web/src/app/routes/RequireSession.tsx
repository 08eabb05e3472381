import { Navigate, Outlet, useLocation } from 'react-router';
import { loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';

/**
 * Guard for the routes seed §2 marks as guarded: without a stored token the
 * person goes to /login, carrying where they were going in `?next=`. It reads
 * the live session, so a logout here or in another tab, or a token the API
 * rejects, sends them to login straight away.
 */
export function RequireSession() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
