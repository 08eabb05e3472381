import type { AppContext } from '../../context.js';
import type { AuthUser } from '../sessions/index.js';

/** The link (and its message) to invite someone who is not on Detalle yet. */
export function inviteLink(app: AppContext, me: AuthUser) {
  // Registering through this link sends me a friend request from the newcomer (web: register?invita=).
  const url = `${app.config.publicUrl}/register?invita=${me.id}`;
  return {
    url,
    text: `${me.name} te invita a Detalle, para compartir listas de regalos y fechas especiales.`,
  };
}
