import {
  type GivingMethod,
  type Payment,
  type PaymentCurrency,
  type PersonSummary,
  paymentInputSchema,
} from '@detalle/contract';
import { Button, Group, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { secrecyPromise } from '@/lib/secrecy';
import { useWalletConfig } from '../api/get-wallet-config';
import { bizumPhoneFor, delayedRefusal, isDelayedMethod, offeredMethods } from '../lib/giving-methods';
import { paymentHref, RECIPIENT_PARAM, viewHref } from '../lib/hrefs';
import { paymentLimits, readAmount } from '../lib/money-input';
import { AmountFields } from './AmountFields';
import { SavedCardPay, useCards } from './CardChooser';
import { DelayedNote, delayedPayLabel } from './DelayedNote';
import { DelayedPayment } from './DelayedPayment';
import { MethodChooser } from './MethodChooser';
import { PaymentReceipt } from './PaymentReceipt';
import { useCardPayment } from './use-card-payment';

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
 * The form's state and paying it: to whom (the address may preselect a friend), how much in which of the
 * wallet's currencies, a message and whether to show the name; the chosen card, else the default one.
 */
function useSendMoney() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useWalletConfig();
  const { cards, defaultCard, loading: cardsLoading } = useCards();
  const currencies = config.data?.currencies ?? ['EUR'];
  const preselected = params.get(RECIPIENT_PARAM) ?? '';

  const form = useZodForm({
    initialValues: {
      to: preselected,
      amount: '',
      currency: (currencies[0] ?? 'EUR') as string,
      message: '',
      showName: true as boolean,
      method: 'card' as GivingMethod,
      coverFee: false as boolean,
      bizumPhone: '',
      methodId: '',
    },
    schema: paymentInputSchema,
    toBody: ({ amount, methodId, ...values }) => ({
      ...values,
      bizumPhone: bizumPhoneFor(values),
      currency: values.currency as PaymentCurrency,
      amount: readAmount(amount, values.currency, t).amount ?? undefined,
      // A saved card only pays by card.
      methodId: values.method === 'card' ? methodId || defaultCard?.id : undefined,
    }),
  });
  const methodId = form.values.methodId || defaultCard?.id || '';
  const [sent, setSent] = useState<Payment | null>(null);
  const payment = useCardPayment({
    onPaid: (done) => {
      setSent(done);
      // A transfer, Bizum…: started, not sent yet; its instructions say what to do.
      if (done.status !== 'awaiting_funds') showToast({ message: t('wallet.send.done'), tone: 'success' });
    },
    onRefused: (e) => form.showApiError(e),
    onFailed: (message) => form.setFormError(message),
  });

  const read = readAmount(form.values.amount, form.values.currency, t, paymentLimits(form.values.currency));
  const methods = offeredMethods(form.values.currency, config.data);
  // A currency without the chosen way (another currency chosen since): back to card.
  const method = methods.includes(form.values.method) ? form.values.method : 'card';
  const methodError = delayedRefusal(method, read.amount, form.values.currency);

  const submit = form.onSubmit((body) => {
    if (read.error) {
      form.setErrors({ amount: read.error });
      return;
    }
    if (methodError) {
      form.setErrors({ method: methodError });
      return;
    }
    payment.pay({ ...body, method, methodId: method === 'card' ? body.methodId : undefined });
  });

  return {
    form,
    currencies,
    cards,
    cardsLoading,
    methodId,
    sent,
    setSent,
    payment,
    read,
    methods,
    method,
    submit,
  };
}

/** To whom: my friends, searchable (or that I have none yet). */
function RecipientField({
  friends,
  loading,
  value,
  onChange,
  error,
}: {
  friends: PersonSummary[];
  loading: boolean;
  value: string;
  onChange: (friendId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const recipient = friends.find((f) => f.id === value);
  return (
    <>
      <Select
        label={t('wallet.send.to')}
        placeholder={loading ? t('wallet.send.loadingFriends') : t('wallet.send.choose')}
        data={friends.map((f) => ({ value: f.id, label: fullName(f) }))}
        value={recipient ? recipient.id : null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        name="to"
        searchable
        nothingFoundMessage={t('wallet.send.noFriend')}
        size="md"
        comboboxProps={{ withinPortal: true }}
      />
      {!loading && friends.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wallet.send.noFriends')}
        </Text>
      ) : null}
    </>
  );
}

/** What the giver tells the friend: a message, and whether their name shows. */
function SenderFields({
  form,
  recipientName,
}: {
  form: ReturnType<typeof useSendMoney>['form'];
  recipientName: string;
}) {
  const { t } = useTranslation();
  // Money not about a list: no secret to keep, only the giver's choice.
  const promise = secrecyPromise({
    way: 'money',
    reveal: 'noList',
    showName: form.values.showName,
    owner: recipientName,
  });
  return (
    <>
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
        description={t(promise.key, promise.params)}
        checked={form.values.showName}
        onChange={(event) => form.setValue('showName', event.currentTarget.checked)}
      />
    </>
  );
}

/**
 * `billetera/enviar`: give money to a friend with a saved card. The answer may ask for a confirmation
 * step (test mode: our modal; Stripe: its 3-D Secure), then payment/confirm; success shows the receipt.
 */
export function SendView({ friends, friendsLoading }: { friends: PersonSummary[]; friendsLoading: boolean }) {
  const { t } = useTranslation();
  const send = useSendMoney();
  const { form, currencies, cards, cardsLoading, methodId, sent, setSent, payment, read, submit } = send;
  const recipientName = friends.find((f) => f.id === form.values.to)?.name ?? '';
  const delayed = isDelayedMethod(send.method);

  if (sent && sent.paidWith !== 'card') {
    return (
      <DelayedPayment
        payment={sent}
        recipientName={sent.recipient.name}
        sending
        onRetry={() => setSent(null)}
      />
    );
  }

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

  return (
    <Stack gap="md">
      <form ref={form.formRef} onSubmit={submit} noValidate id={FORM_ID}>
        <Stack gap="md">
          <FormError message={form.formError} />
          <RecipientField
            friends={friends}
            loading={friendsLoading}
            value={form.values.to}
            onChange={(value) => form.setValue('to', value)}
            error={form.errors.to}
          />
          <AmountFields
            amount={form.values.amount}
            currency={form.values.currency}
            currencies={currencies}
            onAmount={(value) => form.setValue('amount', value)}
            onCurrency={(value) => form.setValue('currency', value)}
            error={form.errors.amount ?? (form.values.amount ? read.error : null)}
          />
          <SenderFields form={form} recipientName={recipientName} />
          {send.methods.length > 1 ? (
            <MethodChooser
              methods={send.methods}
              value={send.method}
              onChange={(value) => form.setValue('method', value)}
              coverFee={form.values.coverFee}
              onCoverFeeChange={(cover) => form.setValue('coverFee', cover)}
              bizumPhone={form.inputProps('bizumPhone')}
              amount={read.amount}
              currency={form.values.currency}
              recipientName={recipientName}
              error={form.errors.method}
            />
          ) : null}
          {delayed ? <DelayedNote ownerName={recipientName} gift={null} /> : null}
        </Stack>
      </form>
      {delayed ? (
        <>
          <Button
            type="submit"
            form={FORM_ID}
            size="md"
            loading={payment.busy}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {delayedPayLabel(t, send.method, read.amount, form.values.currency, true)}
          </Button>
          <Text size="xs" c="dimmed">
            {t('wallet.send.feeNote')}
          </Text>
        </>
      ) : (
        <SavedCardPay
          formId={FORM_ID}
          cards={cards}
          loading={cardsLoading}
          value={methodId}
          onChange={(value) => form.setValue('methodId', value)}
          busy={payment.busy}
          icon={<IconSend size={18} aria-hidden />}
          label={
            read.amount
              ? t('wallet.send.payAmount', {
                  money: formatMoney({ amount: read.amount, currency: form.values.currency }),
                })
              : t('wallet.send.pay')
          }
          note={
            <>
              {t('wallet.send.feeNote')} <Link to={viewHref('tarjetas')}>{t('wallet.methods.manage')}</Link>
            </>
          }
        />
      )}
      {payment.confirmModal}
    </Stack>
  );
}
