import {
  type Payment,
  type PaymentCurrency,
  type PersonSummary,
  paymentInputSchema,
} from '@detalle/contract';
import { Button, Group, Radio, Select, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useConfirmPayment } from '../api/confirm-payment';
import { useMethods } from '../api/get-methods';
import { useWalletConfig } from '../api/get-wallet-config';
import { useSavePayment } from '../api/save-payment';
import { paymentHref, RECIPIENT_PARAM, viewHref } from '../lib/hrefs';
import { useIdempotencyKey } from '../lib/idempotency';
import { paymentLimits, readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';
import { loadStripeJs } from '../lib/stripe';
import { AddCard } from './AddCard';
import { AmountFields } from './AmountFields';
import { ConfirmPaymentModal } from './ConfirmPaymentModal';
import { brandName } from './MethodRow';
import { PaymentReceipt } from './PaymentReceipt';
import classes from './Wallet.module.css';

const FORM_ID = 'enviar-dinero';
const fullName = (p: PersonSummary) => `${p.name} ${p.lastname}`.trim();

function Sent({ payment, onAnother }: { payment: Payment; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('wallet.send.sentTitle', { name: payment.recipient.name })}
      </Title>
      <PaymentReceipt payment={payment} printable={false} />
      <Group gap="sm">
        <Button component={Link} to={paymentHref(payment.id, payment.method?.id ?? null)}>
          {t('wallet.send.seeReceipt')}
        </Button>
        <Button variant="light" onClick={onAnother}>
          {t('wallet.send.another')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * `billetera/enviar`: give money to a friend with a saved card. The answer may ask for a confirmation
 * step (test mode: our modal; Stripe: its 3-D Secure), then payment/confirm; success shows the receipt.
 */
export function SendView({ friends, friendsLoading }: { friends: PersonSummary[]; friendsLoading: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useWalletConfig();
  const methods = useMethods();
  const cards = (methods.data ?? []).filter((m) => m.type === 'card');
  const defaultCard = cards.find((c) => c.isDefault) ?? cards[0];
  const currencies = config.data?.currencies ?? ['EUR'];
  const preselected = params.get(RECIPIENT_PARAM) ?? '';

  const form = useZodForm({
    initialValues: {
      to: preselected,
      amount: '',
      currency: (currencies[0] ?? 'EUR') as string,
      message: '',
      showName: true as boolean,
      methodId: '',
    },
    schema: paymentInputSchema,
    toBody: ({ amount, methodId, ...values }) => ({
      ...values,
      currency: values.currency as PaymentCurrency,
      amount: readAmount(amount, values.currency, t).amount ?? undefined,
      methodId: methodId || defaultCard?.id,
    }),
  });
  const methodId = form.values.methodId || defaultCard?.id || '';
  const save = useSavePayment();
  const confirm = useConfirmPayment();
  const attempt = useIdempotencyKey();
  const [confirming, setConfirming] = useState<Payment | null>(null);
  const [sent, setSent] = useState<Payment | null>(null);
  const [addingCard, setAddingCard] = useState(false);
  const [stripeStep, setStripeStep] = useState(false);

  const read = readAmount(form.values.amount, form.values.currency, t, paymentLimits(form.values.currency));

  const settle = (payment: Payment) => {
    if (payment.status === 'requires_action' && payment.nextAction) {
      if (payment.nextAction.type === 'test_confirm') setConfirming(payment);
      else void stripeAction(payment, payment.nextAction.clientSecret);
      return;
    }
    setConfirming(null);
    if (payment.status === 'failed' || payment.status === 'canceled') {
      form.setFormError(payment.failure ?? t('wallet.send.failed'));
      return;
    }
    setSent(payment);
    showToast({ message: t('wallet.send.done'), tone: 'success' });
  };

  const answer = (id: string, approve: boolean) =>
    confirm.mutate({ id, approve }, { onSuccess: settle, onError: (e) => form.setFormError(errorText(e)) });

  const stripeAction = async (payment: Payment, clientSecret: string) => {
    const key = config.data?.stripePublishableKey;
    if (!key) return;
    setStripeStep(true);
    const stripe = await loadStripeJs(key);
    const result = stripe ? await stripe.handleNextAction({ clientSecret }) : null;
    setStripeStep(false);
    answer(payment.id, !!result && !result.error);
  };

  const submit = form.onSubmit((body) => {
    if (read.error) {
      form.setErrors({ amount: read.error });
      return;
    }
    const key = attempt.keyFor(body);
    save.mutate(
      { body, key },
      {
        onSuccess: (payment) => {
          attempt.finish();
          settle(payment);
        },
        onError: (e) => {
          if (!isSameAttemptRetry(e)) attempt.finish();
          form.showApiError(e);
        },
      },
    );
  });

  if (sent) {
    return (
      <Sent
        payment={sent}
        onAnother={() => {
          setSent(null);
          form.reset({ ...form.values, amount: '', message: '' });
        }}
      />
    );
  }

  const recipient = friends.find((f) => f.id === form.values.to);
  return (
    <Stack gap="md">
      <form ref={form.formRef} onSubmit={submit} noValidate id={FORM_ID}>
        <Stack gap="md">
          <FormError message={form.formError} />
          <Select
            label={t('wallet.send.to')}
            placeholder={friendsLoading ? t('wallet.send.loadingFriends') : t('wallet.send.choose')}
            data={friends.map((f) => ({ value: f.id, label: fullName(f) }))}
            value={recipient ? recipient.id : null}
            onChange={(value) => form.setValue('to', value ?? '')}
            error={form.errors.to}
            name="to"
            searchable
            nothingFoundMessage={t('wallet.send.noFriend')}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          {!friendsLoading && friends.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('wallet.send.noFriends')}
            </Text>
          ) : null}
          <AmountFields
            amount={form.values.amount}
            currency={form.values.currency}
            currencies={currencies}
            onAmount={(value) => form.setValue('amount', value)}
            onCurrency={(value) => form.setValue('currency', value)}
            error={form.errors.amount ?? (form.values.amount ? read.error : null)}
          />
          <Textarea
            {...form.inputProps('message')}
            label={t('wallet.send.message')}
            placeholder={t('wallet.send.messagePlaceholder')}
            rows={3}
            maxLength={500}
            size="md"
          />
          <Switch
            label={t('wallet.send.showName')}
            description={t('wallet.send.showNameHelp')}
            checked={form.values.showName}
            onChange={(event) => form.setValue('showName', event.currentTarget.checked)}
          />
        </Stack>
      </form>
      {/* Outside the payment's form: adding a card is a form of its own. */}
      <section aria-labelledby="enviar-tarjeta" className={classes.card}>
        <Title order={2} size="h5" id="enviar-tarjeta" mb="xs">
          {t('wallet.send.card')}
        </Title>
        {methods.isPending ? (
          <Skeleton h={48} />
        ) : cards.length > 0 ? (
          <Radio.Group
            value={methodId}
            onChange={(value) => form.setValue('methodId', value)}
            name="methodId"
          >
            <Stack gap="xs">
              {cards.map((card) => (
                <Radio key={card.id} value={card.id} label={`${brandName(card.brand)} ${card.masked}`} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {cards.length === 0 || addingCard ? (
          <AddCard
            makeDefault={cards.length === 0}
            onSaved={(card) => {
              setAddingCard(false);
              form.setValue('methodId', card.id);
            }}
          />
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAddingCard(true)}
          >
            {t('wallet.cards.add')}
          </Button>
        )}
      </section>
      <Button
        type="submit"
        form={FORM_ID}
        size="md"
        loading={save.isPending || stripeStep}
        disabled={cards.length === 0}
        leftSection={<IconSend size={18} aria-hidden />}
      >
        {read.amount
          ? t('wallet.send.payAmount', {
              money: formatMoney({ amount: read.amount, currency: form.values.currency }),
            })
          : t('wallet.send.pay')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('wallet.send.feeNote')} <Link to={viewHref('tarjetas')}>{t('wallet.methods.manage')}</Link>
      </Text>
      <ConfirmPaymentModal
        payment={confirming}
        answering={confirm.isPending}
        onAnswer={(approve) => confirming && answer(confirming.id, approve)}
      />
    </Stack>
  );
}
