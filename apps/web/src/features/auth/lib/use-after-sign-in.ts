import { useLocation, useNavigate } from 'react-router';
import { NEXT_PARAM, paths, readNextParam } from '@/lib/paths';

/** Route state of `intereses` when it opens right after sign-up (it then offers "Saltar"). */
export type WelcomeState = { welcome: true };

/**
 * Where a person goes once signed in: the `?next=` they came with (only a path
 * inside the app, see `readNextParam`), else home. A brand-new account first
 * passes through `intereses`, carrying the same destination.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = readNextParam(location.search);
  const withNext = (path: string) => (next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : path);

  return {
    next,
    /** A link to another sign-in page that keeps the destination. */
    withNext,
    goOn: () => navigate(next ?? paths.home.path, { replace: true }),
    goToInterests: () =>
      navigate(withNext(paths.intereses.path), {
        replace: true,
        state: { welcome: true } satisfies WelcomeState,
      }),
  };
}
