import { type Gift, type Money, suggestsGroupGift } from '@detalle/contract';
import { Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { GroupGiftSwitch } from './GroupGiftSwitch';

const priorities = ['alta', 'media', 'baja'] as const;

/**
 * How many, how much it is wanted, a note, and whether several people may chip in ("Regalo en grupo"): what makes
 * a product a gift of this list. `group` null: not chosen yet, so the suggestion for its price applies.
 */
export type GiftDetails = {
  quantity: number | string;
  priority: Gift['priority'];
  note: string;
  group: boolean | null;
};

export const defaultGiftDetails: GiftDetails = { quantity: 1, priority: 'media', note: '', group: null };

const quantityOf = (details: GiftDetails) => {
  const quantity = Math.trunc(Number(details.quantity));
  return Number.isFinite(quantity) ? Math.min(99, Math.max(1, quantity)) : 1;
};

/** Whether it is suggested as a group gift: what it costs in all (price × quantity) reaches the currency's threshold. */
const suggestedGroup = (details: GiftDetails, price: Money | null | undefined) =>
  suggestsGroupGift(price && { amount: price.amount * quantityOf(details), currency: price.currency });

/** What the API receives: a cleared quantity box counts as one; a group gift as chosen, else as suggested. */
export function giftDetailsBody(details: GiftDetails, price: Money | null | undefined) {
  return {
    quantity: quantityOf(details),
    priority: details.priority,
    note: details.note.trim(),
    group: details.group ?? suggestedGroup(details, price),
  };
}

type GiftFieldsProps = {
  value: GiftDetails;
  onChange: (value: GiftDetails) => void;
  /** The product's price, for the group gift's suggestion. */
  price: Money | null | undefined;
  /** Money was given or is on its way toward it: it stays a group gift. */
  groupLocked?: boolean;
};

export function GiftFields({ value, onChange, price, groupLocked }: GiftFieldsProps) {
  const { t } = useTranslation();
  const priorityLabel = useId();
  const set = (changes: Partial<GiftDetails>) => onChange({ ...value, ...changes });
  const suggested = suggestedGroup(value, price);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('gifts.fields.quantity')}
          name="quantity"
          value={value.quantity}
          onChange={(quantity) => set({ quantity })}
          min={1}
          max={99}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" id={priorityLabel}>
            {t('gifts.fields.priority')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={priorityLabel}
            fullWidth
            value={value.priority}
            onChange={(priority) => set({ priority: priority as Gift['priority'] })}
            data={priorities.map((p) => ({ value: p, label: t(`gifts.priorityOption.${p}`) }))}
          />
        </Stack>
      </SimpleGrid>
      <Textarea
        label={t('gifts.fields.note')}
        name="note"
        placeholder={t('gifts.fields.notePlaceholder')}
        value={value.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        resize="vertical"
        rows={2}
        maxLength={500}
      />
      <GroupGiftSwitch
        checked={value.group ?? suggested}
        onChange={(group) => set({ group })}
        suggestedIn={value.group === null && suggested && price ? price.currency : null}
        locked={groupLocked}
      />
    </Stack>
  );
}
