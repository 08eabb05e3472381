import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { clearSession } from '@/lib/session';

/** If the page somehow stays (a blocked navigation), the session still ends. */
const FALLBACK_MS = 2000;

/**
 * Leaves for /login, then forgets `token` and `user` (seed §4). The order
 * matters: clearing first would let the route guard of `config` redirect to
 * `/login?next=/config`, and signing in again would land back on settings. The
 * session is cleared as this component unmounts, i.e. once the login page has
 * replaced the guarded one.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(fallback.current);
      if (leaving.current) clearSession();
    },
    [],
  );

  return () => {
    leaving.current = true;
    void navigate(paths.login.path, { replace: true });
    fallback.current = setTimeout(clearSession, FALLBACK_MS);
  };
}
