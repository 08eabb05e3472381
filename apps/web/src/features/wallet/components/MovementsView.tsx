import { type MovementType, movementTypeSchema } from '@detalle/contract';
import { Chip, Group, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { MOVEMENTS_PAGE_SIZE, useMovements } from '../api/get-movements';
import { PagedMovementList } from './MovementRow';

/** `?tipo=` in Spanish: regalos, aportaciones, donaciones(-recibidas), reembolsos, retiradas, comisiones. */
export const TYPE_PARAM = 'tipo';
export const typeSlugs: Record<MovementType, string> = {
  gift_received: 'regalos',
  contribution: 'aportaciones',
  donation_received: 'donaciones-recibidas',
  donation: 'donaciones',
  refund: 'reembolsos',
  payout: 'retiradas',
  fee: 'comisiones',
  from_hucha: 'de-huchas',
  to_guardian: 'de-tu-hucha',
};
/**
 * The chips: every type but a hucha's, which only guardians and people who were one's dependent ever have (their
 * `?tipo=` still works, and «Todos» shows them).
 */
const chipTypes = movementTypeSchema.options.filter(
  (type) => type !== 'from_hucha' && type !== 'to_guardian',
);
const ALL = 'all';

function readType(slug: string | null): MovementType | null {
  return movementTypeSchema.options.find((type) => typeSlugs[type] === slug) ?? null;
}

/** `billetera/movimientos`: every movement, newest first, page by page, filtered by type. */
export function MovementsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = readType(params.get(TYPE_PARAM));
  const movements = useMovements(type);
  const items = movements.data ? uniqueById(movements.data.pages) : [];

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(TYPE_PARAM);
        else next.set(TYPE_PARAM, typeSlugs[value as MovementType]);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Chip.Group multiple={false} value={type ?? ALL} onChange={choose}>
        <Group gap="xs" role="group" aria-label={t('wallet.movements.filter')}>
          <Chip value={ALL} size="sm">
            {t('wallet.movements.filters.all')}
          </Chip>
          {chipTypes.map((value) => (
            <Chip key={value} value={value} size="sm">
              {t(`wallet.movements.filters.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryView
        query={movements}
        loadingLabel={t('wallet.movements.loading')}
        skeleton={<ListSkeleton variant="rows" count={5} />}
        errorTitle={t('wallet.movements.loadError')}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyMessage
            icon={<IconReceipt aria-hidden />}
            title={type ? t('wallet.movements.noneOfType') : t('wallet.movements.emptyTitle')}
            description={t('wallet.movements.emptyDescription')}
          />
        }
      >
        {() => (
          <PagedMovementList
            movements={items}
            query={movements}
            pageSize={MOVEMENTS_PAGE_SIZE}
            label={t('wallet.movements.title')}
          />
        )}
      </QueryView>
    </Stack>
  );
}
