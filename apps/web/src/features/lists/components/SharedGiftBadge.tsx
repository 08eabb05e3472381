import type { Gift } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { hasMoneyToward } from '@/lib/funding';
import { isFunded } from './FundingProgress';

type Shown = {
  key:
    | 'available'
    | 'reserved'
    | 'funded'
    | 'contributions'
    | 'given'
    | 'mine'
    | 'givenByMe'
    | 'reservedBy'
    | 'givenBy';
  color: string;
};

/**
 * A gift's state on the shared page (`regalar`): libre, reservado, aportado (or with contributions so far),
 * ya regalado — never by whom, except to the owner after the reveal (`reservedByName`); the caller's own
 * reservation says so.
 */
function shownState(gift: Gift): Shown {
  if (gift.status === 'given') {
    if (gift.reservedByName) return { key: 'givenBy', color: 'blue' };
    return gift.reservedByMe ? { key: 'givenByMe', color: 'blue' } : { key: 'given', color: 'blue' };
  }
  if (gift.status === 'reserved') {
    if (gift.reservedByName) return { key: 'reservedBy', color: 'gray' };
    return gift.reservedByMe ? { key: 'mine', color: 'coral' } : { key: 'reserved', color: 'gray' };
  }
  const funding = gift.funding;
  if (funding && hasMoneyToward(funding))
    return isFunded(funding) ? { key: 'funded', color: 'blue' } : { key: 'contributions', color: 'yellow' };
  return { key: 'available', color: 'teal' };
}

export function SharedGiftBadge({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const { key, color } = shownState(gift);
  return (
    <Badge variant={key === 'mine' ? 'filled' : 'light'} color={color} tt="none" size="md">
      {t(`giving.status.${key}`, { name: gift.reservedByName ?? '' })}
    </Badge>
  );
}
