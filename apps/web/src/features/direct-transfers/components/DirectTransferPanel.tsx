import {
  type DirectPledge,
  type DirectTransferInstructions,
  directTransferDeclareSchema,
  directTransferStartSchema,
  formatMoney,
  type Gift,
  type PaymentCurrency,
  type Reveal,
} from '@detalle/contract';
import { Alert, Button, Card, Divider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconBuildingBank, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { parsePrice, priceToInput } from '@/lib/price-input';
import { secrecyPromise } from '@/lib/secrecy';
import { useIsLoggedIn } from '@/lib/session';
import { useDirectDetails } from '../api/details';
import { useDeclareTransfer, useStartTransfer } from '../api/giving';
import { missingOfGift } from '../lib/givable';
import { useAttemptKey } from '../lib/idempotency';
import { CopyRow } from './CopyRow';

export type DirectTransferPanelProps = {
  listId: string;
  /** The group gift or fund given toward (its `funding` says the currency and what is missing). */
  gift: Gift;
  /** The list's owner's first name: "Transferir directamente a Ana". */
  ownerName: string;
  /** What the giver is promised about their name (`secrecyPromise`). */
  reveal: Reveal;
  /** False inside a section that already says "Transferir directamente a Ana" (no second landmark). */
  titled?: boolean;
};

/**
 * "Transferencia directa" for a giver: the owner's IBAN masked → the amount and "Quiero transferir" → the whole
 * IBAN, the amount and the reference, each with a copy button → "Ya he hecho la transferencia" (a guest adds a
 * name and an e-mail). No money passes through Detalle: it counts once the owner confirms it arrived.
 */
export function DirectTransferPanel({
  listId,
  gift,
  ownerName,
  reveal,
  titled = true,
}: DirectTransferPanelProps) {
  const { t } = useTranslation();
  const details = useDirectDetails(listId);
  const [instructions, setInstructions] = useState<DirectTransferInstructions | null>(null);
  const [declared, setDeclared] = useState<DirectPledge | null>(null);
  if (!details.data || !gift.funding) return null;
  const currency = gift.funding.currency as PaymentCurrency;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      {...(titled
        ? {
            component: 'section' as const,
            'aria-label': t('directTransfers.panel.title', { name: ownerName }),
          }
        : {})}
    >
      <Stack gap="sm">
        {titled ? (
          <Text fw={600}>
            <IconBuildingBank
              size={18}
              aria-hidden
              style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
            />
            {t('directTransfers.panel.title', { name: ownerName })}
          </Text>
        ) : null}
        {declared ? (
          <Declared pledge={declared} ownerName={ownerName} />
        ) : instructions ? (
          <DeclareStep
            listId={listId}
            giftId={gift.id}
            instructions={instructions}
            ownerName={ownerName}
            reveal={reveal}
            onDeclared={setDeclared}
          />
        ) : (
          <>
            <Text size="sm">{t('directTransfers.panel.intro', { name: ownerName })}</Text>
            <Text size="sm">
              {t('directTransfers.panel.masked', {
                holder: details.data.holder,
                iban: details.data.ibanMasked,
              })}
            </Text>
            {details.data.bizumMasked ? (
              <Text size="sm" c="dimmed">
                {t('directTransfers.panel.bizumMasked', { phone: details.data.bizumMasked })}
              </Text>
            ) : null}
            <StartStep listId={listId} gift={gift} currency={currency} onStarted={setInstructions} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function StartStep({
  listId,
  gift,
  currency,
  onStarted,
}: {
  listId: string;
  gift: Gift;
  currency: PaymentCurrency;
  onStarted: (i: DirectTransferInstructions) => void;
}) {
  const { t } = useTranslation();
  const start = useStartTransfer();
  const missing = missingOfGift(gift);
  const form = useZodForm({
    initialValues: { amount: '' },
    schema: directTransferStartSchema,
    toBody: (v) => {
      const parsed = parsePrice(v.amount, currency);
      return {
        listId,
        giftId: gift.id,
        currency,
        amount: parsed.ok && parsed.money ? parsed.money.amount : Number.NaN,
      };
    },
  });
  const submit = form.onSubmit((body) =>
    start.mutate(body, { onSuccess: onStarted, onError: (error) => form.showApiError(error) }),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('amount')}
          label={t('directTransfers.panel.amount', { currency })}
          description={
            missing !== null
              ? t('directTransfers.panel.missing', { money: formatMoney({ amount: missing, currency }) })
              : undefined
          }
          placeholder={missing !== null ? priceToInput({ amount: missing, currency }) : '50'}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <Button type="submit" loading={start.isPending} fullWidth>
          {t('directTransfers.panel.start')}
        </Button>
      </Stack>
    </form>
  );
}

function DeclareStep({
  listId,
  giftId,
  instructions: i,
  ownerName,
  reveal,
  onDeclared,
}: {
  listId: string;
  giftId: string;
  instructions: DirectTransferInstructions;
  ownerName: string;
  reveal: Reveal;
  onDeclared: (p: DirectPledge) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const declare = useDeclareTransfer(listId);
  const keyFor = useAttemptKey();
  const money = formatMoney({ amount: i.amount, currency: i.currency });
  const form = useZodForm({
    initialValues: { name: '', email: '', showName: true as boolean },
    schema: directTransferDeclareSchema,
    toBody: (v) => ({
      listId,
      giftId,
      amount: i.amount,
      currency: i.currency as PaymentCurrency,
      reference: i.reference,
      showName: v.showName,
      ...(signedIn ? {} : { name: v.name, email: v.email }),
    }),
  });
  const promise = secrecyPromise({ way: 'money', reveal, showName: form.values.showName, owner: ownerName });
  const submit = form.onSubmit((body) => {
    if (!signedIn && (!body.name || !body.email)) {
      form.setErrors({
        ...(body.name ? {} : { name: t('directTransfers.panel.nameRequired') }),
        ...(body.email ? {} : { email: t('directTransfers.panel.emailRequired') }),
      });
      return;
    }
    declare.mutate(
      { body, key: keyFor(body) },
      { onSuccess: onDeclared, onError: (error) => form.showApiError(error) },
    );
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('directTransfers.panel.steps', { name: ownerName })}</Text>
      <Stack gap="xs">
        <CopyRow label={t('directTransfers.panel.holder')} shown={i.holder} value={i.holder} />
        <CopyRow label={t('directTransfers.panel.iban')} shown={i.iban} value={i.ibanCompact} />
        <CopyRow
          label={t('directTransfers.panel.amountLabel')}
          shown={money}
          value={priceToInput({ amount: i.amount, currency: i.currency })}
        />
        <CopyRow label={t('directTransfers.panel.reference')} shown={i.reference} value={i.reference} />
        {i.bizum ? (
          <CopyRow
            label={t('directTransfers.panel.bizum')}
            shown={i.bizum}
            value={i.bizum.replace(/\s/g, '')}
          />
        ) : null}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('directTransfers.panel.referenceHelp')}
      </Text>
      <Divider />
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="xs">
          <FormError message={form.formError} />
          {signedIn ? null : (
            <>
              <TextInput
                {...form.inputProps('name')}
                label={t('directTransfers.panel.name')}
                autoComplete="given-name"
                required
              />
              <TextInput
                {...form.inputProps('email')}
                label={t('directTransfers.panel.email')}
                description={t('directTransfers.panel.emailHelp', { name: ownerName })}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
            </>
          )}
          <Switch
            label={t('directTransfers.panel.showName')}
            description={t(promise.key, promise.params)}
            checked={form.values.showName}
            onChange={(event) => form.setValue('showName', event.currentTarget.checked)}
          />
          <Button type="submit" loading={declare.isPending} fullWidth>
            {t('directTransfers.panel.declare')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function Declared({ pledge, ownerName }: { pledge: DirectPledge; ownerName: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      variant="light"
      color="teal"
      role="status"
      icon={<IconCircleCheck aria-hidden />}
      title={t('directTransfers.panel.declaredTitle')}
    >
      {t('directTransfers.panel.declared', {
        name: ownerName,
        money: formatMoney({ amount: pledge.amount, currency: pledge.currency }),
        reference: pledge.reference,
      })}
    </Alert>
  );
}
