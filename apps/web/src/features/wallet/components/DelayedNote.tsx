import type { Gift, GivingMethod } from '@detalle/contract';
import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';

/**
 * Before paying with a delayed way (a transfer, a voucher, Bizum…), what happens if the gift is completed
 * before the money arrives: it is given to the owner anyway, as a cash gift; and money arriving after the
 * instructions expired is returned. A fund without a target can't be completed: only the second.
 */
export function DelayedNote({ ownerName, gift }: { ownerName: string; gift: Gift | null }) {
  const { t } = useTranslation();
  const completes = gift?.funding && gift.funding.goal !== null;
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} p="sm">
      {completes ? <Text size="sm">{t('wallet.pay.delayedNote', { name: ownerName })}</Text> : null}
      <Text size="sm" mt={completes ? 4 : 0}>
        {t('wallet.pay.lateReturned')}
      </Text>
    </Alert>
  );
}

/** "Aportar 45,00 € con Bizum" (or "Enviar…" to a friend). */
export function delayedPayLabel(
  t: TFunction,
  method: GivingMethod,
  amount: number | null,
  currency: string,
  sending = false,
) {
  const name = t(`wallet.pay.methods.${method}.label`);
  if (amount === null)
    return t(sending ? 'wallet.pay.sendWithNoAmount' : 'wallet.pay.payWithNoAmount', { method: name });
  return t(sending ? 'wallet.pay.sendWith' : 'wallet.pay.payWith', {
    method: name,
    money: formatMoney({ amount, currency }),
  });
}
