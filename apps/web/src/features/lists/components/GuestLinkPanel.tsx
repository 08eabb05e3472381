import type { GuestClaim } from '@detalle/contract';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconGift } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api-error';
import { type GuestLinkAction, useGuestLink } from '../api/guest-claim';

type GuestLinkPanelProps = {
  /** The secret of the guest's e-mailed link (`reserva=`). */
  token: string;
  /** The e-mail's "Déjalo libre" link (`accion=liberar`): ask before letting go; never confirm. */
  release: boolean;
};

/** What the claim now is, in a sentence (its key in `giving.link`). */
function claimKey(claim: GuestClaim) {
  if (claim.status === 'released') return 'giving.link.released' as const;
  if (claim.giftStatus === 'given')
    return claim.intent === 'bought'
      ? ('giving.link.confirmedBought' as const)
      : ('giving.link.givenAlready' as const);
  return 'giving.link.confirmed' as const;
}

/** The guest's link at work: confirms at once (unless it is the release link), then answers what they choose. */
function useGuestLinkAnswer(token: string, release: boolean) {
  const { t } = useTranslation();
  const link = useGuestLink();
  const started = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const { mutate } = link;
  useEffect(() => {
    if (release || started.current) return;
    started.current = true;
    mutate({ action: 'confirm', token });
  }, [release, token, mutate]);
  // Its answer is what the guest came for: the focus goes to it (and a screen reader reads it).
  useEffect(() => {
    if (link.isSuccess || link.isError) panel.current?.focus();
  }, [link.isSuccess, link.isError]);

  const run = (action: GuestLinkAction) => link.mutate({ action, token });
  const askRelease = async () => {
    const ok = await confirmAction({
      title: t('giving.link.releaseTitle'),
      message: t('giving.link.releaseText'),
      confirmLabel: t('giving.link.release'),
      danger: true,
    });
    if (ok) run('release');
  };
  return { link, panel, run, askRelease };
}

/** The claim as it now is; while the guest still holds the gift, "Ya lo he comprado" and letting it go. */
function ClaimAnswer({
  claim,
  panel,
  pending,
  onBought,
  onRelease,
}: {
  claim: GuestClaim;
  panel: RefObject<HTMLDivElement | null>;
  pending: boolean;
  onBought: () => void;
  onRelease: () => void;
}) {
  const { t } = useTranslation();
  const holding = claim.status === 'confirmed' && claim.giftStatus === 'reserved';
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="status"
      icon={<IconCircleCheck aria-hidden />}
    >
      <Stack gap="sm">
        <Text size="sm">{t(claimKey(claim), { name: claim.giftName })}</Text>
        {holding ? (
          <Group gap="xs">
            <Button
              size="sm"
              leftSection={<IconGift size={16} aria-hidden />}
              onClick={onBought}
              loading={pending}
            >
              {t('giving.link.bought')}
            </Button>
            <Button size="sm" variant="default" onClick={onRelease} disabled={pending}>
              {t('gifts.give.release')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The e-mail's release link: asks, letting go or keeping it. */
function ReleaseQuestion({
  pending,
  onRelease,
  onKeep,
}: {
  pending: boolean;
  onRelease: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="yellow"
      title={t('giving.link.releaseTitle')}
      icon={<IconAlertCircle aria-hidden />}
    >
      <Stack gap="sm">
        <Text size="sm">{t('giving.link.releaseText')}</Text>
        <Group gap="xs">
          <Button size="sm" color="red" onClick={onRelease} loading={pending}>
            {t('giving.link.release')}
          </Button>
          <Button size="sm" variant="default" onClick={onKeep} disabled={pending}>
            {t('giving.link.keep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * A guest arriving from their e-mail: the confirmation link confirms at once (opening it is the confirmation;
 * a second time changes nothing), then offers "Ya lo he comprado" and "Ya no puedo regalarlo". The release link
 * only asks. The list below refreshes with the gift's new state.
 */
export function GuestLinkPanel({ token, release }: GuestLinkPanelProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const { link, panel, run, askRelease } = useGuestLinkAnswer(token, release);

  if (dismissed) return null;
  if (link.isError)
    return (
      <Alert
        ref={panel}
        tabIndex={-1}
        color="red"
        variant="light"
        title={t('giving.link.failed')}
        icon={<IconAlertCircle aria-hidden />}
      >
        {errorText(link.error)}
      </Alert>
    );
  if (link.isSuccess)
    return (
      <ClaimAnswer
        claim={link.data}
        panel={panel}
        pending={link.isPending}
        onBought={() => run('bought')}
        onRelease={() => void askRelease()}
      />
    );
  if (!release)
    return (
      <Alert variant="light" role="status" icon={<Loader size="sm" aria-hidden />}>
        {t('giving.link.confirming')}
      </Alert>
    );
  return (
    <ReleaseQuestion
      pending={link.isPending}
      onRelease={() => run('release')}
      onKeep={() => setDismissed(true)}
    />
  );
}
