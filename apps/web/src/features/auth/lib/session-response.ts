import type { SessionUser } from '@detalle/contract';
import { saveSession } from '@/lib/session';

/** Every sign-in and sign-up answers with the session user of seed §3, token included. */
export const sessionResponse = () => import('../api/schemas').then((m) => m.sessionResponse);

/** Seed §4: logging in stores the token and the user together. */
export function startSession(user: SessionUser): void {
  saveSession({ token: user.token, user });
}
