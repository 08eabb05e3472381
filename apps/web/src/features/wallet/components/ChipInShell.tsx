import type { Gift, Money } from '@detalle/contract';
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { type MoneyTo, moneyToKey } from '@/lib/together';
import { ChipInThanks } from './ChipInRules';

type Funding = NonNullable<Gift['funding']>;

/**
 * The dialog around both "Aporto dinero" forms (a signed-in giver's, a guest's): the gift's name as title, full
 * screen on a phone, the form while nothing is paid and the thanks once it is. A gift without `funding` takes no
 * money: the dialog stays empty.
 */
export function ChipInShell({
  gift,
  paid,
  thanksHint,
  moneyTo = null,
  onClose,
  children,
}: {
  gift: Gift;
  /** What was paid, once it was. */
  paid: Money | null;
  /** Under the thanks: where the receipt is. */
  thanksHint: string;
  /** Whom the money reaches, said above the form: the owner who receives it, or a dependent's hucha. */
  moneyTo?: MoneyTo | null;
  onClose: () => void;
  /** The form, for the gift's funding. */
  children: (funding: Funding) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('wallet.chipIn.title', { name: gift.product.name })}
      fullScreen={phone}
      size="lg"
    >
      {paid ? (
        <ChipInThanks money={formatMoney(paid)} hint={thanksHint} onClose={onClose} />
      ) : gift.funding ? (
        moneyTo ? (
          <Stack gap="md">
            <Text size="sm" fw={500}>
              {t(moneyToKey(moneyTo), { name: moneyTo.name })}
            </Text>
            {children(gift.funding)}
          </Stack>
        ) : (
          children(gift.funding)
        )
      ) : null}
    </Modal>
  );
}
