import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useLogout } from '@/lib/logout';
import { paths } from '@/lib/paths';
import { clearSession, markSigningOut } from '@/lib/session';

/**
 * If the page somehow stays (a blocked navigation), the session still ends. While the login page's code is
 * still arriving (a slow phone, a busy server) the navigation is not blocked, only pending: the session waits
 * for it, or signing in again would land on `/login?next=/config`'s settings instead of home.
 */
export const SIGN_OUT_FALLBACK_MS = 2000;

/**
 * Leaves for /login, then forgets `token` and `user` (seed §4). The order
 * matters: clearing first would let the route guard of `config` redirect to
 * `/login?next=/config`, and signing in again would land back on settings. The
 * session is cleared once the login page has replaced the guarded one: as the
 * component using this unmounts (a page), or as the location becomes /login (the
 * shell's "Más" menu, which stays).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';
  const leaving = useRef(false);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(fallback.current);
      if (leaving.current) clearSession();
    },
    [],
  );
  useEffect(() => {
    if (!leaving.current || pathname !== paths.login.path) return;
    leaving.current = false;
    clearTimeout(fallback.current);
    clearSession();
  }, [pathname]);

  return () => {
    leaving.current = true;
    markSigningOut();
    void navigate(paths.login.path, { replace: true });
    const clearUnlessStillLeaving = () => {
      if (navigating.current) fallback.current = setTimeout(clearUnlessStillLeaving, SIGN_OUT_FALLBACK_MS);
      else clearSession();
    };
    fallback.current = setTimeout(clearUnlessStillLeaving, SIGN_OUT_FALLBACK_MS);
  };
}

/**
 * "Cerrar sesión", wherever it is offered (Configuración, the "Más" menu): ends the session on the
 * server, then leaves for /login. Even when the server cannot be reached, this device forgets the
 * session: the person asked to leave.
 */
export function useSignOutAction() {
  const logout = useLogout();
  const leave = useSignOut();
  return {
    signOut: () => logout.mutate(undefined, { onSettled: leave }),
    pending: logout.isPending,
  };
}
