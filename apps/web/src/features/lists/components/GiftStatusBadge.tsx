import type { Gift } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Shown = {
  key: 'available' | 'reserved' | 'given' | 'reservedByMe' | 'reservedByOther' | 'givenByMe';
  color: string;
};

/**
 * The owner reads only "Reservado" or "Entregado": the API never says who, so
 * the surprise survives. Someone else also learns whether it is theirs.
 */
function shownStatus(gift: Gift, isOwner: boolean): Shown {
  if (gift.status === 'available') return { key: 'available', color: 'teal' };
  if (gift.status === 'given')
    return { key: !isOwner && gift.reservedByMe ? 'givenByMe' : 'given', color: 'blue' };
  if (isOwner) return { key: 'reserved', color: 'yellow' };
  return gift.reservedByMe
    ? { key: 'reservedByMe', color: 'coral' }
    : { key: 'reservedByOther', color: 'gray' };
}

export function GiftStatusBadge({ gift, isOwner }: { gift: Gift; isOwner: boolean }) {
  const { t } = useTranslation();
  const { key, color } = shownStatus(gift, isOwner);
  return (
    <Badge
      variant={key === 'reservedByMe' ? 'filled' : 'light'}
      color={color}
      radius="xl"
      tt="none"
      size="md"
    >
      {t(`gifts.status.${key}`)}
    </Badge>
  );
}
