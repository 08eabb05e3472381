import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useMoveFromHucha } from '../api/hucha-to-wallet';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { currency } = available;
  const read = readAmount(text, currency, t, { max: available.amount });
  // Empty moves everything: what the button says is what moves.
  const amount = text.trim() === '' ? available.amount : read.amount;
  const money = amount === null ? null : formatMoney({ amount, currency });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (read.error || amount === null) {
      setError(read.error ?? t('wallet.amount.required'));
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('wallet.hucha.message', { name: dependent.name, money: all })}</Text>
        <Text size="sm">{t('wallet.hucha.then')}</Text>
        {move.isError ? <FormError message={errorText(move.error)} /> : null}
        <TextInput
          label={t('wallet.hucha.amount')}
          description={t('wallet.hucha.amountHelp', { money: all })}
          placeholder={all}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {money ? t('wallet.hucha.confirm', { money }) : t('wallet.hucha.confirmSome')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
