import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryError } from '@/components/feedback/QueryError';
import { QueryView } from '@/components/feedback/QueryView';
import { NotFoundPage } from '@/features/system';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { uniqueById } from '@/lib/paging';
import { useMethod } from '../api/get-method';
import { METHOD_PAYMENTS_PAGE_SIZE, useMethodPayments } from '../api/get-method-payments';
import { brandName, MethodIcon, useExpiry } from '../components/MethodRow';
import { WalletUnavailable } from '../components/MethodUnavailable';
import { PagedMovementList } from '../components/MovementRow';
import { useRemoveMethod } from '../components/use-remove-method';
import classes from '../components/Wallet.module.css';
import { WalletPage } from '../components/WalletPage';
import { methodTypeOf, viewHref } from '../lib/hrefs';

function Payments({ id, isCard }: { id: string; isCard: boolean }) {
  const { t } = useTranslation();
  const payments = useMethodPayments(id, true);
  const items = payments.data ? uniqueById(payments.data.pages) : [];
  const title = t(isCard ? 'wallet.method.paymentsCard' : 'wallet.method.paymentsBank');
  return (
    <section aria-labelledby="metodo-pagos">
      <Title order={2} size="h3" id="metodo-pagos" mb="sm">
        {title}
      </Title>
      <QueryView
        query={payments}
        loadingLabel={t('wallet.movements.loading')}
        skeleton={<ListSkeleton variant="rows" count={3} />}
        errorTitle={t('wallet.movements.loadError')}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyMessage order={3} title={t(isCard ? 'wallet.method.noneCard' : 'wallet.method.noneBank')} />
        }
      >
        {() => (
          <PagedMovementList
            movements={items}
            query={payments}
            pageSize={METHOD_PAYMENTS_PAGE_SIZE}
            label={title}
          />
        )}
      </QueryView>
    </section>
  );
}

/** `billetera/{cardId}/{cardType}`: one card or bank account of mine and the payments made with it or into it. */
export default function WalletCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cardId = '', cardType } = useParams();
  const type = methodTypeOf(cardType);
  const method = useMethod(cardId);
  const remove = useRemoveMethod();
  const expiry = useExpiry(method.data ?? { expMonth: null, expYear: null });
  const back = { to: viewHref('tarjetas'), label: t('wallet.views.tarjetas') };

  if (!type) return <NotFoundPage />;
  if (method.isError && isApiError(method.error) && method.error.status === 404) {
    return <WalletUnavailable what="method" />;
  }
  if (method.data && method.data.type !== type) return <WalletUnavailable what="method" />;
  const m = method.data;
  const title = m
    ? `${brandName(m.brand)} ${m.masked}`
    : t(type === 'card' ? 'wallet.method.card' : 'wallet.method.bank');

  return (
    <WalletPage title={title} back={back}>
      {method.isError ? (
        <QueryError
          title={t('wallet.method.loadError')}
          error={method.error}
          onRetry={() => void method.refetch()}
          retrying={method.isFetching}
        />
      ) : !m ? (
        <Skeleton h={96} radius="lg" aria-label={t('wallet.method.loading')} />
      ) : (
        <Stack gap="sm" className={classes.card}>
          <Group gap="sm" wrap="nowrap">
            <MethodIcon type={m.type} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{m.holder}</Text>
              <Text size="sm" c="dimmed">
                {[brandName(m.brand), expiry].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            {m.isDefault ? (
              <Badge variant="light" tt="none">
                {t('wallet.methods.default')}
              </Badge>
            ) : null}
          </Group>
          <Button
            variant="subtle"
            color="red"
            w="fit-content"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={remove.pendingId === m.id}
            onClick={() => void remove.ask(m, () => navigate(viewHref('tarjetas'), { replace: true }))}
          >
            {t('wallet.methods.remove')}
          </Button>
        </Stack>
      )}
      {m ? <Payments id={m.id} isCard={m.type === 'card'} /> : null}
    </WalletPage>
  );
}
