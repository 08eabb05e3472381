import { Navigate, Outlet, useLocation } from 'react-router';
import { forgetStashedHash, stashedHashFor, stashHash } from '@/lib/next-hash';
import { loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';

/**
 * Guard for the routes seed §2 marks as guarded: without a stored token the
 * person goes to /login, carrying where they were going in `?next=`. It reads
 * the live session, so a logout here or in another tab, or a token the API
 * rejects, sends them to login straight away. The fragment stays out of `next`
 * (`lib/next-hash.ts`): it waits in the tab and is put back once they are in.
 */
export function RequireSession() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!isLoggedIn) {
    if (location.hash) stashHash(here, location.hash);
    return <Navigate to={loginHref(here)} replace />;
  }
  if (location.hash) forgetStashedHash();
  else {
    const stashed = stashedHashFor(here);
    if (stashed) return <Navigate to={`${here}${stashed}`} replace />;
  }
  return <Outlet />;
}
