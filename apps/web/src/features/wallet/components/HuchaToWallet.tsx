import { Button, Modal, Text } from '@mantine/core';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useMoveFromHucha } from '../api/hucha-to-wallet';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';
import { PartAmountForm, usePartAmount } from './PartAmountForm';

export type HuchaToWalletProps = {
  dependent: { id: string; name: string };
  /** What its hucha has available in one currency, in minor units. */
  available: { currency: string; amount: number };
  /** Its hucha holds more than one currency: each button names its own. */
  several?: boolean;
};

/**
 * «Pasar a mi billetera»: a guardian moves money from a dependent's hucha to their own wallet, all of it or the
 * amount typed. The button that moves it names the amount and where it goes («Pasar 25,00 € a mi billetera»).
 */
export function HuchaToWallet({ dependent, available, several = false }: HuchaToWalletProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { currency } = available;
  const all = formatMoney({ amount: available.amount, currency });
  const label = several ? t('wallet.hucha.actionIn', { currency }) : t('wallet.hucha.action');
  return (
    <>
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconArrowBarToDown size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('wallet.hucha.title', { name: dependent.name })}
        centered
      >
        {opened ? (
          <HuchaForm dependent={dependent} available={available} all={all} onClose={() => setOpened(false)} />
        ) : null}
      </Modal>
    </>
  );
}

function HuchaForm({
  dependent,
  available,
  all,
  onClose,
}: HuchaToWalletProps & { all: string; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveFromHucha();
  const attempt = useIdempotencyKey();
  const typed = usePartAmount();
  const { currency } = available;
  const read = readAmount(typed.text, currency, t, { max: available.amount });
  // Empty moves everything: what the button says is what moves.
  const amount = typed.text.trim() === '' ? available.amount : read.amount;
  const money = amount === null ? null : formatMoney({ amount, currency });

  const submit = () => {
    if (read.error || amount === null) {
      typed.setError(read.error ?? t('wallet.amount.required'));
      return;
    }
    const body = { amount, currency };
    move.mutate(
      { id: dependent.id, body, key: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.finish();
          onClose();
          showToast({
            message: t('wallet.hucha.done', { money, name: dependent.name }),
            tone: 'success',
          });
        },
        onError: (e) => {
          if (!isSameAttemptRetry(e)) attempt.finish();
        },
      },
    );
  };

  return (
    <PartAmountForm
      amount={typed}
      label={t('wallet.hucha.amount')}
      description={t('wallet.hucha.amountHelp', { money: all })}
      all={all}
      submit={{
        label: money ? t('wallet.hucha.confirm', { money }) : t('wallet.hucha.confirmSome'),
        loading: move.isPending,
      }}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Text size="sm">{t('wallet.hucha.message', { name: dependent.name, money: all })}</Text>
      <Text size="sm">{t('wallet.hucha.then')}</Text>
      {move.isError ? <FormError message={errorText(move.error)} /> : null}
    </PartAmountForm>
  );
}
