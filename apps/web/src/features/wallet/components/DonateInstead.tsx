import type { CharityOng } from '@detalle/contract';
import { namesTogether } from '@detalle/contract';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';
import { LazyDonateModal as DonateModal } from './lazy-chip-in';

export type DonateInsteadProps = {
  ong: CharityOng;
  /** The first names of who asks it: the owner or organiser, or all who run the list or event together. */
  who: string[];
  inLieuOf: { listId?: string; eventId?: string };
};

/** "Dona a una ONG en lugar de regalarme": what the owner asks, the ONG, and "Donar" (anyone, no account needed). */
export function DonateInstead({ ong, who, inLieuOf }: DonateInsteadProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={t('wallet.donateInstead.label')}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={ong.image} alt="" radius="xl">
            {ong.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text>
            {t('wallet.donateInstead.text', { who: namesTogether(who), count: who.length, name: ong.name })}
          </Text>
        </Group>
        <Group gap="sm">
          <Button
            leftSection={<IconHeartHandshake size={18} aria-hidden />}
            onClick={() => setOpen(true)}
            // The dialog's code is asked for on the intent to tap, so the tap does not wait for it.
            onPointerEnter={DonateModal.preload}
            onFocus={DonateModal.preload}
          >
            {t('wallet.donateInstead.donate', { name: ong.name })}
          </Button>
          <Button component={Link} to={hrefTo('ong', { id: ong.id })} variant="subtle">
            {t('wallet.donateInstead.about')}
          </Button>
        </Group>
      </Stack>
      {open ? <DonateModal ong={ong} inLieuOf={inLieuOf} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
