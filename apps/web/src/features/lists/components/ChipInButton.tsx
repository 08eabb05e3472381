import type { Gift } from '@detalle/contract';
import { Button } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { takesMoney } from './FundingProgress';

/** Opens the page's chip-in form for a gift; `preload` asks for the form's code ahead of the tap. */
export type ChipInHandler = ((gift: Gift) => void) & { preload?: () => void };

/**
 * "Aporto dinero" on a group gift or fund that still takes money (not closed, goal not reached), when the page has a chip-in form (`onChipIn`);
 * filled once others have given. Nothing otherwise. For signed-in givers and guests alike. Pointing at, touching or
 * focusing it asks for the form's code, as a link asks for its page's.
 */
export function ChipInButton({
  gift,
  onChipIn,
  disabled,
}: {
  gift: Gift;
  onChipIn?: ChipInHandler;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { funding } = gift;
  if (!onChipIn || !funding || !takesMoney(funding)) return null;
  return (
    <Button
      fullWidth
      variant={funding.raised > 0 ? 'filled' : 'light'}
      leftSection={<IconCoins size={18} aria-hidden />}
      aria-label={t('gifts.give.chipInLabel', { name: gift.product.name })}
      onClick={() => onChipIn(gift)}
      onPointerEnter={onChipIn.preload}
      onFocus={onChipIn.preload}
      disabled={disabled}
    >
      {t('gifts.give.chipIn')}
    </Button>
  );
}
