import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { isLoggedIn, isSigningOut } from '@/lib/session';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * `login` and `register` for someone who is already signed in: straight on to where they were
 * going (`?next=`) or home, instead of the form again. Decided once, when the page opens, so
 * signing in on the page itself still goes through its own way on (new accounts to `intereses`).
 * Someone signing out arrives here before their session is cleared: that is no one signed in.
 */
export function useSignedInRedirect() {
  const { next } = useAfterSignIn();
  const [signedInOnArrival] = useState(() => isLoggedIn() && !isSigningOut());
  return signedInOnArrival ? <Navigate to={next ?? paths.home.path} replace /> : null;
}
