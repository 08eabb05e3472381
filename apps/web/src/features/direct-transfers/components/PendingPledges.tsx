import { type DirectPledge, formatMoney } from '@detalle/contract';
import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useId } from 'react';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useDecidePledge, usePledges } from '../api/pledges';

/**
 * The owner's transfers to confirm, on their list's page: each with its amount, gift and reference (who, only
 * after the reveal and if they let it show), and "Me ha llegado" / "No me ha llegado". Recent answers stay below.
 */
export function PendingPledges({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const pledges = usePledges(listId);
  const list = pledges.data ?? [];
  if (list.length === 0) return null;
  const pending = list.filter((p) => p.status === 'pending');
  const answered = list.filter((p) => p.status !== 'pending').slice(0, 5);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {t('directTransfers.pledges.title')}
      </Title>
      {pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('directTransfers.pledges.none')}
        </Text>
      ) : (
        <Text size="sm">{t('directTransfers.pledges.hint')}</Text>
      )}
      {pending.map((p) => (
        <PledgeCard key={p.id} pledge={p} listId={listId} />
      ))}
      {answered.map((p) => (
        <PledgeCard key={p.id} pledge={p} listId={listId} />
      ))}
    </Stack>
  );
}

function PledgeCard({ pledge: p, listId }: { pledge: DirectPledge; listId: string }) {
  const { t } = useTranslation();
  const decide = useDecidePledge(listId);
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  const who = p.giverName ?? t('directTransfers.pledges.someone');
  const answer = (arrived: boolean) =>
    decide.mutate(
      { id: p.id, arrived },
      {
        onSuccess: () =>
          showToast({
            tone: 'success',
            message: t(arrived ? 'directTransfers.pledges.confirmed' : 'directTransfers.pledges.rejected'),
          }),
      },
    );
  return (
    <Card withBorder radius="lg" padding="sm">
      <Stack gap={6}>
        <Badge
          w="fit-content"
          variant="light"
          color={p.status === 'confirmed' ? 'teal' : p.status === 'rejected' ? 'gray' : 'yellow'}
          style={{ textTransform: 'none' }}
        >
          {t(`directTransfers.pledges.status.${p.status}`)}
        </Badge>
        <Text fw={600}>
          <IconBuildingBank size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('directTransfers.pledges.line', { who, money })}
        </Text>
        <Text size="sm">
          {p.gift
            ? t('directTransfers.pledges.for', { gift: p.gift.name })
            : t('directTransfers.pledges.forList')}
          {' · '}
          {t('directTransfers.pledges.reference', { reference: p.reference })}
        </Text>
        {p.message ? (
          <Text size="sm" fs="italic">
            «{p.message}»
          </Text>
        ) : null}
        {p.status === 'pending' ? (
          <Stack gap="xs">
            <Button
              onClick={() => answer(true)}
              loading={decide.isPending && decide.variables?.arrived === true}
              disabled={decide.isPending}
            >
              {t('directTransfers.pledges.arrived')}
            </Button>
            <Button
              fullWidth
              variant="light"
              color="gray"
              onClick={() => answer(false)}
              loading={decide.isPending && decide.variables?.arrived === false}
              disabled={decide.isPending}
            >
              {t('directTransfers.pledges.notArrived')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
