import type { ProductPriceHistory } from '@detalle/contract';
import { Button, List, Stack, Text } from '@mantine/core';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePriceHistory, useRecheckProduct } from '../api/get-price-history';

function HistoryLines({ history, productId }: { history: ProductPriceHistory; productId: string }) {
  const { t } = useTranslation();
  const recheck = useRecheckProduct(productId);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {history.checkedAt
          ? t('gifts.watch.checkedAt', { date: formatDate(history.checkedAt, { withTime: true }) })
          : t('gifts.watch.neverChecked')}
      </Text>
      {history.stopped ? (
        <>
          <Text size="sm" c="red.8">
            {t('gifts.watch.stopped')}. {t('gifts.watch.stoppedHint')}
          </Text>
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            loading={recheck.isPending}
            onClick={() => recheck.mutate()}
          >
            {t('gifts.watch.recheck')}
          </Button>
        </>
      ) : null}
      {recheck.isSuccess && !history.stopped ? (
        <Text size="sm" role="status">
          {t('gifts.watch.recheckDone')}
        </Text>
      ) : null}
      {recheck.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorText(recheck.error)}
        </Text>
      ) : null}
      {history.entries.length ? (
        <List size="sm" spacing={2} listStyleType="none">
          {history.entries.map((e) => (
            <List.Item key={e.seenAt}>
              {formatDate(e.seenAt)}: {e.price ? formatMoney(e.price) : t('gifts.watch.noPrice')}
              {e.stock === 'out_of_stock' ? ` (${t('gifts.watch.soldOutShort')})` : ''}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('gifts.watch.historyEmpty')}
        </Text>
      )}
    </Stack>
  );
}

/** "Historial de precio" in the gift's edit view: when the shop was last read, and each price it had, newest first. */
export function PriceHistory({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const history = usePriceHistory(productId);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('gifts.watch.historyTitle')}
      </Text>
      <QueryView
        query={history}
        loadingLabel={t('gifts.watch.historyLoading')}
        errorTitle={t('gifts.watch.historyError')}
        quietLoading
      >
        {(data) => <HistoryLines history={data} productId={productId} />}
      </QueryView>
    </Stack>
  );
}
