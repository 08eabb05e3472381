import { type Gift, PAYMENT_CURRENCIES, type PaymentCurrency } from '@detalle/contract';
import { Button, Group, Modal, Select, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { type TFunction, useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { DEFAULT_CURRENCY, parsePrice, priceErrorText, priceToInput } from '@/lib/price-input';
import { useSaveFund } from '../api/save-fund';

/** What the owner typed: amounts as text ("50", "25,50"), read with the price rules on submit. */
type Draft = {
  name: string;
  description: string;
  currency: PaymentCurrency;
  goal: string;
  suggested: string[];
};

const isPaymentCurrency = (value: string | null | undefined): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly (string | null | undefined)[]).includes(value);

const draftOf = (fund: Gift | null): Draft => ({
  name: fund?.product.name ?? '',
  description: fund?.product.description ?? '',
  currency: isPaymentCurrency(fund?.funding?.currency) ? fund.funding.currency : DEFAULT_CURRENCY,
  goal: fund?.funding?.goal
    ? priceToInput({ amount: fund.funding.goal, currency: fund.funding.currency })
    : '',
  suggested: (fund?.suggestedAmounts ?? []).map((amount) =>
    priceToInput({ amount, currency: fund?.funding?.currency ?? DEFAULT_CURRENCY }),
  ),
});

type DraftErrors = { name?: string; goal?: string; suggested?: string };

/** The draft read with the price rules: what is wrong with it, and the body to save when nothing is. */
function checkDraft(draft: Draft, t: TFunction) {
  const goal = parsePrice(draft.goal, draft.currency);
  const suggested = draft.suggested.map((s) => parsePrice(s, draft.currency));
  const badSuggested = suggested.find((s) => !s.ok || !s.money || s.money.amount === 0);
  const errors: DraftErrors = {
    name: draft.name.trim().length < 2 ? t('gifts.fund.nameRequired') : undefined,
    goal: priceErrorText(goal, draft.currency, t) ?? undefined,
    suggested: badSuggested ? t('gifts.fund.suggestedFormat') : undefined,
  };
  if (errors.name || errors.goal || errors.suggested || !goal.ok) return { errors, body: null };
  const body = {
    name: draft.name,
    description: draft.description,
    goal: goal.money?.amount || null,
    suggestedAmounts: suggested.flatMap((s) => (s.ok && s.money ? [s.money.amount] : [])),
  };
  return { errors, body };
}

/** The target and its currency (fixed once the fund exists), and up to six suggested amounts. */
function FundMoneyFields({
  draft,
  onChange,
  errors,
  currencyFixed,
}: {
  draft: Draft;
  onChange: (changes: Partial<Draft>) => void;
  errors: DraftErrors;
  currencyFixed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('gifts.fund.goal')}
          description={t('gifts.fund.goalHelp')}
          value={draft.goal}
          onChange={(e) => onChange({ goal: e.currentTarget.value })}
          error={errors.goal}
          inputMode="decimal"
          size="md"
        />
        <Select
          label={t('gifts.fund.currency')}
          data={[...PAYMENT_CURRENCIES]}
          value={draft.currency}
          onChange={(value) => onChange({ currency: isPaymentCurrency(value) ? value : DEFAULT_CURRENCY })}
          disabled={currencyFixed}
          allowDeselect={false}
          size="md"
        />
      </Group>
      <TagsInput
        label={t('gifts.fund.suggested')}
        description={t('gifts.fund.suggestedHelp')}
        value={draft.suggested}
        onChange={(suggested) => onChange({ suggested })}
        error={errors.suggested}
        maxTags={6}
        splitChars={[' ', ';']}
        size="md"
      />
    </>
  );
}

function FundForm({ listId, fund, onClose }: { listId: string; fund: Gift | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFund();
  const [draft, setDraft] = useState<Draft>(() => draftOf(fund));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { errors: next, body } = checkDraft(draft, t);
    setErrors(next);
    if (!body) return;
    save.mutate(
      fund ? { id: fund.id, changes: body } : { create: { ...body, listId, currency: draft.currency } },
      {
        onSuccess: () => {
          showToast({ message: t(fund ? 'gifts.fund.saved' : 'gifts.fund.added'), tone: 'success' });
          onClose();
        },
        onError: (e) => setFormError(errorText(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('gifts.fund.explain')}
        </Text>
        <FormError message={formError} />
        <TextInput
          label={t('gifts.fund.name')}
          placeholder={t('gifts.fund.namePlaceholder')}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={200}
          required
          size="md"
          data-autofocus
        />
        <Textarea
          label={t('gifts.fund.description')}
          placeholder={t('gifts.fund.descriptionPlaceholder')}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          rows={2}
          maxLength={2000}
          size="md"
        />
        <FundMoneyFields draft={draft} onChange={set} errors={errors} currencyFixed={fund !== null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(fund ? 'gifts.owner.save' : 'gifts.fund.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The owner adds a cash fund to their list ("Aportación para la luna de miel"), or edits one: a name, an
 * optional target (without one, givers give what they like) and up to six suggested amounts.
 */
export function FundModal({
  listId,
  opened,
  fund,
  onClose,
}: {
  listId: string;
  opened: boolean;
  /** The fund being edited; null to add one. */
  fund: Gift | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(fund ? 'gifts.fund.editTitle' : 'gifts.fund.addTitle')}
      centered
      radius="lg"
    >
      {opened ? <FundForm listId={listId} fund={fund} onClose={onClose} /> : null}
    </Modal>
  );
}
