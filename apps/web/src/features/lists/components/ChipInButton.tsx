import type { Gift } from '@detalle/contract';
import { Button } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { opensDialog } from '@/components/feedback/busy-button';
import { useTranslation } from '@/i18n';
import { takesMoney } from './FundingProgress';

/** Opens the page's chip-in form for a gift; `preload` asks for the form's code ahead of the tap. */
export type ChipInHandler = ((gift: Gift) => void) & { preload?: () => Promise<void> };

/**
 * "Aporto dinero" on a group gift or fund that still takes money (not closed, goal not reached), when the page has a chip-in form (`onChipIn`);
 * filled once others have given. Nothing otherwise. For signed-in givers and guests alike. The form's code is asked
 * for when a mouse points at it or it takes the focus, else by the tap: the button turns busy first, and the form is
 * drawn once that is on screen and its code is in (`openAfterBusy`).
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
  const shown = Boolean(onChipIn && funding && takesMoney(funding));
  if (!onChipIn || !funding || !shown) return null;
  return (
    <Button
      fullWidth
      variant={funding.raised > 0 ? 'filled' : 'light'}
      leftSection={<IconCoins size={18} aria-hidden />}
      aria-label={t('gifts.give.chipInLabel', { name: gift.product.name })}
      {...opensDialog(() => onChipIn(gift), onChipIn.preload)}
      disabled={disabled}
    >
      {t('gifts.give.chipIn')}
    </Button>
  );
}
