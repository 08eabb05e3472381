import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { shareLink } from '@/components/share/share-link';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { inviteLinkQueryOptions, useInviteLink } from '../api/get-invite-link';

/**
 * "Invitar a alguien a Detalle": the device's share sheet with my invitation
 * link, or the link copied ("Enlace copiado") where there is none.
 */
export function InviteToDetalle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read in advance: the share sheet only opens right after the tap.
  useInviteLink();
  const [busy, setBusy] = useState(false);

  const invite = async () => {
    setBusy(true);
    try {
      const link = await queryClient.fetchQuery(inviteLinkQueryOptions());
      await shareLink({ url: link.url, text: link.text });
    } catch (error) {
      showToast({
        message: errorText(error),
        tone: 'error',
        autoClose: 4000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconShare size={18} aria-hidden />}
      loading={busy}
      onClick={() => void invite()}
    >
      {t('friends.invite.action')}
    </Button>
  );
}
