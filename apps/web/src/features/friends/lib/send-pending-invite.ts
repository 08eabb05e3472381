import { z } from 'zod';
import { showToast } from '@/components/feedback/toast';
import { i18n } from '@/i18n';
import { sendFriendRequest } from '../api/send-friend-request';

/** `register?invita=<userId>`: the link of `friend/inviteLink`. */
export const INVITE_PARAM = 'invita';

const userId = z.uuid();

/** Who invited the newcomer, when the address carries a well-formed id. */
export function inviterFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(INVITE_PARAM);
  return id && userId.safeParse(id).success ? id : null;
}

/**
 * Right after sign-up through an invitation link: asks the person who invited
 * them to be friends (`POST friend/request`). It never fails the sign-up: an
 * inviter who has since left or blocked them is simply skipped.
 *
 *     onSuccess: () => { void sendPendingInvite(window.location.search); goToInterests(); }
 */
export async function sendPendingInvite(search: string = window.location.search): Promise<boolean> {
  const inviter = inviterFrom(search);
  if (!inviter) return false;
  try {
    await sendFriendRequest(inviter);
    showToast({ message: i18n.t('friends.invite.requestSent'), tone: 'success', autoClose: 4000 });
    return true;
  } catch {
    return false;
  }
}
