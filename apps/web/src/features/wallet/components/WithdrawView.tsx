import type { Balance, PaymentCurrency, PaymentMethod } from '@detalle/contract';
import { Button, Collapse, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingBank, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { walletKeys } from '@/lib/query-keys';
import { useConnectMercadoPago } from '../api/connect-mercadopago';
import { useBalance } from '../api/get-balance';
import { usePayoutQuote } from '../api/get-payout-quote';
import { type PayoutStatus, usePayoutStatus } from '../api/get-payout-status';
import { useOnboardPayout } from '../api/onboard-payout';
import { useSavePayout } from '../api/save-payout';
import { payoutHref } from '../lib/hrefs';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';
import { AmountFields } from './AmountFields';
import { BankForm } from './BankForm';
import { brandName } from './MethodRow';
import classes from './Wallet.module.css';

const QUOTE_DEBOUNCE_MS = 400;

function Quote({ amount, currency }: { amount: number | null; currency: string }) {
  const { t } = useTranslation();
  const quote = usePayoutQuote(amount, currency);
  if (amount === null) return null;
  if (quote.isPending) return <Skeleton h={72} radius="md" aria-label={t('wallet.withdraw.quoting')} />;
  if (quote.isError) return <FormError message={errorText(quote.error)} />;
  const q = quote.data;
  return (
    <dl className={classes.card} aria-label={t('wallet.withdraw.quoteTitle')} style={{ margin: 0 }}>
      <div className={classes.receiptLine}>
        <dt>{t('wallet.withdraw.cost')}</dt>
        <dd>
          {q.fee === 0 ? t('wallet.withdraw.free') : formatMoney({ amount: q.fee, currency: q.currency })}
        </dd>
      </div>
      <div className={classes.receiptLine}>
        <dt>{t('wallet.withdraw.youGet')}</dt>
        <dd>
          <strong>{formatMoney({ amount: q.net, currency: q.currency })}</strong>
        </dd>
      </div>
      <div className={classes.receiptLine}>
        <dt>{t('wallet.withdraw.arrives')}</dt>
        <dd>{formatDate(q.arrivalDate)}</dd>
      </div>
    </dl>
  );
}

/** Which bank account gets the money: a choice when there are several, else the one there is. */
function BankChoice({
  banks,
  value,
  onChange,
}: {
  banks: PaymentMethod[];
  value: string;
  onChange: (bankId: string) => void;
}) {
  const { t } = useTranslation();
  if (banks.length > 1)
    return (
      <Radio.Group value={value} onChange={onChange} label={t('wallet.withdraw.to')}>
        <Stack gap="xs" mt="xs">
          {banks.map((bank) => (
            <Radio
              key={bank.id}
              value={bank.id}
              label={`${brandName(bank.brand)} ${bank.masked} · ${bank.holder}`}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  return (
    <Text size="sm">
      {t('wallet.withdraw.toOne', {
        account: banks.map((b) => `${brandName(b.brand)} ${b.masked}`).join(''),
      })}
    </Text>
  );
}

function WithdrawForm({ balance, banks }: { balance: Balance; banks: PaymentMethod[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withMoney = balance.balances.filter((b) => b.available > 0);
  const [currency, setCurrency] = useState(withMoney[0]?.currency ?? balance.balances[0]?.currency ?? 'EUR');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bankId, setBankId] = useState(banks.find((b) => b.isDefault)?.id ?? banks[0]?.id ?? '');
  const available = balance.balances.find((b) => b.currency === currency)?.available ?? 0;
  const read = readAmount(text, currency, t, { max: available });
  const [debounced] = useDebouncedValue(read.amount, QUOTE_DEBOUNCE_MS);
  const save = useSavePayout();
  const attempt = useIdempotencyKey();

  if (withMoney.length === 0) {
    return <Text c="dimmed">{t('wallet.withdraw.nothing')}</Text>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (read.error || read.amount === null) {
      setError(read.error ?? t('wallet.amount.required'));
      return;
    }
    const body = { amount: read.amount, currency: currency as PaymentCurrency, bankId };
    save.mutate(
      { body, key: attempt.keyFor(body) },
      {
        onSuccess: (payout) => {
          attempt.finish();
          showToast({ message: t('wallet.withdraw.done'), tone: 'success' });
          navigate(payoutHref(payout.id, payout.bank.id));
        },
        onError: (e) => {
          if (!isSameAttemptRetry(e)) attempt.finish();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <BankChoice banks={banks} value={bankId} onChange={setBankId} />
        <AmountFields
          amount={text}
          currency={currency}
          currencies={withMoney.map((b) => b.currency)}
          onAmount={(value) => {
            setText(value);
            setError(null);
          }}
          onCurrency={setCurrency}
          error={error ?? read.error}
          label={t('wallet.withdraw.amount')}
        />
        <Text size="sm" c="dimmed" mt={-8}>
          {t('wallet.withdraw.available', { money: formatMoney({ amount: available, currency }) })}
        </Text>
        <Quote amount={read.error ? null : debounced} currency={currency} />
        <FormError message={save.error ? errorText(save.error) : null} />
        <Button
          type="submit"
          size="md"
          loading={save.isPending}
          leftSection={<IconBuildingBank size={18} aria-hidden />}
        >
          {t('wallet.withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function Onboarding() {
  const { t } = useTranslation();
  const onboard = useOnboardPayout();
  return (
    <Stack gap="sm" className={classes.card}>
      <Text>{t('wallet.withdraw.onboardText')}</Text>
      <Button
        leftSection={<IconExternalLink size={18} aria-hidden />}
        loading={onboard.isPending}
        onClick={() =>
          onboard.mutate(undefined, {
            onSuccess: (url) => {
              if (url) window.location.assign(url);
            },
          })
        }
      >
        {t('wallet.withdraw.onboard')}
      </Button>
    </Stack>
  );
}

/** Gifts by MercadoPago reach my own MercadoPago account once it is connected (only where MercadoPago is offered). */
function MercadoPagoAccount({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const connect = useConnectMercadoPago();
  if (connected) return <Text className={classes.card}>{t('wallet.withdraw.mercadoPagoConnected')}</Text>;
  return (
    <Stack gap="sm" className={classes.card}>
      <Text>{t('wallet.withdraw.mercadoPagoText')}</Text>
      <Button
        variant="light"
        leftSection={<IconExternalLink size={18} aria-hidden />}
        loading={connect.isPending}
        onClick={() => connect.mutate(undefined, { onSuccess: (url) => window.location.assign(url) })}
      >
        {t('wallet.withdraw.mercadoPagoConnect')}
      </Button>
    </Stack>
  );
}

function Ready({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const [adding, setAdding] = useState(false);
  const saved = () => {
    setAdding(false);
    showToast({ message: t('wallet.bank.saved'), tone: 'success' });
  };
  if (status.needsOnboarding) return <Onboarding />;
  if (status.banks.length === 0) {
    return (
      <section aria-labelledby="retirar-cuenta" className={classes.card}>
        <Title order={2} size="h4" id="retirar-cuenta" mb={4}>
          {t('wallet.bank.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('wallet.bank.why')}
        </Text>
        <BankForm onSaved={saved} />
      </section>
    );
  }
  return (
    <Stack gap="lg">
      <QueryView
        query={balance}
        queryKey={walletKeys.balance}
        loadingLabel={t('wallet.balance.loading')}
        skeleton={<Skeleton h={160} radius="lg" />}
        errorTitle={t('wallet.balance.loadError')}
        isEmpty={(b) => b.balances.length === 0}
        empty={<Text c="dimmed">{t('wallet.withdraw.nothing')}</Text>}
      >
        {(b) => <WithdrawForm balance={b} banks={status.banks} />}
      </QueryView>
      <Button
        variant="subtle"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => setAdding((open) => !open)}
        aria-expanded={adding}
        w="fit-content"
      >
        {t('wallet.bank.add')}
      </Button>
      <Collapse expanded={adding}>{adding ? <BankForm onSaved={saved} /> : null}</Collapse>
    </Stack>
  );
}

/** `billetera/retirar`: the provider's onboarding or a bank account, then the amount, its cost and arrival. */
export function WithdrawView() {
  const { t } = useTranslation();
  const status = usePayoutStatus();
  return (
    <QueryView
      query={status}
      queryKey={walletKeys.payoutStatus}
      loadingLabel={t('wallet.withdraw.loading')}
      skeleton={<Skeleton h={200} radius="lg" />}
      errorTitle={t('wallet.withdraw.loadError')}
      empty={<EmptyMessage title={t('wallet.withdraw.nothing')} />}
    >
      {(s) => (
        <Stack gap="lg">
          <Ready status={s} />
          {s.mercadoPago ? <MercadoPagoAccount connected={s.mercadoPago.connected} /> : null}
        </Stack>
      )}
    </QueryView>
  );
}
