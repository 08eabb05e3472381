import type { Gift, ImportItem, ImportItemState, ListImport } from '@detalle/contract';
import { Anchor, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ReviewGiftModal } from './ReviewGiftModal';

/** While the job reads the links: how many are done, as a bar and in words. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Progress
        value={total ? (done / total) * 100 : 0}
        size="lg"
        radius="xl"
        animated
        aria-label={t('lists.import.progressLabel')}
      />
      <Text aria-live="polite">{t('lists.import.progress', { done, total })}</Text>
      <Text size="sm" c="dimmed">
        {t('lists.import.progressHint')}
      </Text>
    </Stack>
  );
}

const GROUPS = [
  { state: 'added', title: 'lists.import.added', hint: null },
  { state: 'needs_look', title: 'lists.import.needsLook', hint: 'lists.import.needsLookHint' },
  { state: 'duplicate', title: 'lists.import.duplicates', hint: null },
  { state: 'failed', title: 'lists.import.failed', hint: null },
] as const satisfies readonly { state: ImportItemState; title: string; hint: string | null }[];

function ItemLine({ item, onReview }: { item: ImportItem; onReview?: () => void }) {
  const { t } = useTranslation();
  const name = item.name ?? item.url;
  return (
    <List.Item>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Anchor href={item.url} target="_blank" rel="noopener noreferrer" lineClamp={1}>
            {name}
          </Anchor>
          {item.reason ? (
            <Text size="sm" c="dimmed">
              {item.reason}
            </Text>
          ) : null}
        </Stack>
        {onReview ? (
          <Button
            size="xs"
            style={{ flexShrink: 0 }}
            variant="light"
            onClick={onReview}
            aria-label={t('lists.import.reviewLabel', { name })}
          >
            {t('lists.import.review')}
          </Button>
        ) : null}
      </Group>
    </List.Item>
  );
}

/**
 * The outcome, grouped: added, to review (each with "Revisar", the gift's own edit: its link stays), repeated
 * (skipped) and not added. Reviewing fixes the gift's name and price; its link stays. `gifts`: the list's gifts, to open the one to review.
 */
export function ImportResult({ result, gifts }: { result: ListImport; gifts: readonly Gift[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Gift | null>(null);
  return (
    <Stack gap="lg">
      <Text fw={600}>{t('lists.import.finished', { total: result.total })}</Text>
      {GROUPS.map(({ state, title, hint }) => {
        const items = result.items.filter((i) => i.state === state);
        if (!items.length) return null;
        return (
          <Stack key={state} gap="xs" component="section" aria-label={t(title, { count: items.length })}>
            <Title order={2} size="h4">
              {t(title, { count: items.length })}
            </Title>
            {hint ? (
              <Text size="sm" c="dimmed">
                {t(hint)}
              </Text>
            ) : null}
            <List spacing="xs" listStyleType="none">
              {items.map((item) => {
                const gift = state === 'needs_look' ? gifts.find((g) => g.id === item.giftId) : undefined;
                return (
                  <ItemLine key={item.id} item={item} onReview={gift ? () => setEditing(gift) : undefined} />
                );
              })}
            </List>
          </Stack>
        );
      })}
      <ReviewGiftModal gift={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
