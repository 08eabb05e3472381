import type { Profile } from '@detalle/contract';
import { getUser, saveUser } from '@/lib/session';

/**
 * Keeps the stored session `user` (seed §3) in step with the profile the API
 * just returned: name, photo and the confirmed flag show elsewhere from it.
 * Writes only when something changed, so listeners do not re-render for nothing.
 */
export function syncSessionUser(profile: Profile): void {
  const user = getUser();
  if (!user || user.id !== profile.id) return;
  const next = {
    ...user,
    name: profile.name,
    lastname: profile.lastname,
    email: profile.email,
    image: profile.image,
    type: profile.type,
    confirmed: profile.confirmed,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== user[key]);
  if (changed) saveUser(next);
}
