import type { Gift } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from '@/i18n';

type Shown = {
  key:
    | 'available'
    | 'reserved'
    | 'given'
    | 'reservedByMe'
    | 'reservedByOther'
    | 'givenByMe'
    | 'reservedBy'
    | 'givenBy';
  color: string;
};

/**
 * Before the reveal the owner reads only "Reservado" or "Entregado": the API does not say who, so the surprise
 * survives. After it, "Reservado por Ana" — unless the giver chose to stay anonymous (`reservedByName` null).
 * Someone else learns whether it is theirs.
 */
function shownStatus(gift: Gift, isOwner: boolean): Shown {
  if (gift.status === 'available') return { key: 'available', color: 'teal' };
  const named = isOwner && gift.reservedByName;
  if (gift.status === 'given')
    return { key: named ? 'givenBy' : !isOwner && gift.reservedByMe ? 'givenByMe' : 'given', color: 'blue' };
  if (isOwner) return { key: named ? 'reservedBy' : 'reserved', color: 'yellow' };
  return gift.reservedByMe
    ? { key: 'reservedByMe', color: 'coral' }
    : { key: 'reservedByOther', color: 'gray' };
}

export function GiftStatusBadge({ gift, isOwner }: { gift: Gift; isOwner: boolean }) {
  const { t } = useTranslation();
  const { key, color } = shownStatus(gift, isOwner);
  return (
    <Badge variant={key === 'reservedByMe' ? 'filled' : 'light'} color={color} tt="none" size="md">
      {t(`gifts.status.${key}`, { name: gift.reservedByName ?? '' })}
    </Badge>
  );
}
