import type { Gift, Reveal } from '@detalle/contract';
import { formatMoney } from '@detalle/contract';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useDirectDetails } from '../api/details';
import { givableGifts } from '../lib/givable';
import { DirectTransferPanel } from './DirectTransferPanel';

/**
 * The section itself (`DirectTransferSection` decides whether there is one): which gift (when there are
 * several), what is pending confirmation, then the panel.
 */
export function DirectTransferSectionContent({
  listId,
  ownerName,
  gifts,
  reveal,
}: {
  listId: string;
  ownerName: string;
  gifts: Gift[];
  reveal: Reveal;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = useDirectDetails(listId);
  const givable = givableGifts(gifts);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!details.data || givable.length === 0) return null;
  const gift = givable.find((g) => g.id === chosen) ?? givable[0];
  if (!gift) return null;
  const pending = details.data.pending.find((p) => p.giftId === gift.id);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {t('directTransfers.section.title', { name: ownerName })}
      </Title>
      {givable.length > 1 ? (
        <NativeSelect
          label={t('directTransfers.section.gift')}
          value={gift.id}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={givable.map((g) => ({ value: g.id, label: g.product.name }))}
        />
      ) : (
        <Text size="sm">{t('directTransfers.section.for', { gift: gift.product.name })}</Text>
      )}
      {pending ? (
        <Text size="sm" c="dimmed">
          {t('directTransfers.section.pending', {
            money: formatMoney({ amount: pending.amount, currency: pending.currency }),
          })}
        </Text>
      ) : null}
      <DirectTransferPanel
        key={gift.id}
        listId={listId}
        gift={gift}
        ownerName={ownerName}
        reveal={reveal}
        titled={false}
      />
    </Stack>
  );
}
