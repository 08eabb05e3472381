import type { Gift } from '@detalle/contract';
import { Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const priorities = ['alta', 'media', 'baja'] as const;

/** How many, how much it is wanted and a note: what makes a product a gift of this list. */
export type GiftDetails = { quantity: number | string; priority: Gift['priority']; note: string };

export const defaultGiftDetails: GiftDetails = { quantity: 1, priority: 'media', note: '' };

/** What the API receives; a cleared quantity box counts as one. */
export function giftDetailsBody(details: GiftDetails) {
  const quantity = Math.trunc(Number(details.quantity));
  return {
    quantity: Number.isFinite(quantity) ? Math.min(99, Math.max(1, quantity)) : 1,
    priority: details.priority,
    note: details.note.trim(),
  };
}

type GiftFieldsProps = { value: GiftDetails; onChange: (value: GiftDetails) => void };

export function GiftFields({ value, onChange }: GiftFieldsProps) {
  const { t } = useTranslation();
  const priorityLabel = useId();
  const set = (changes: Partial<GiftDetails>) => onChange({ ...value, ...changes });
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
            radius="xl"
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
    </Stack>
  );
}
