import { Button, Collapse, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { walletKeys } from '@/lib/query-keys';
import { useMethods } from '../api/get-methods';
import { AddCard } from './AddCard';
import { MethodMenu } from './MethodMenu';
import { MethodRow } from './MethodRow';
import classes from './Wallet.module.css';

/** `billetera/tarjetas`: my cards and accounts; add a card, choose the default, remove. */
export function CardsView() {
  const { t } = useTranslation();
  const methods = useMethods();
  const [adding, setAdding] = useState(false);
  const none = methods.data?.length === 0;

  const addCard = (
    <section aria-labelledby="tarjetas-nueva" className={classes.card}>
      <Title order={2} size="h4" id="tarjetas-nueva" mb="sm">
        {t('wallet.cards.newTitle')}
      </Title>
      <AddCard
        makeDefault={none}
        onSaved={(method) => {
          setAdding(false);
          showToast({ message: t('wallet.cards.saved', { masked: method.masked }), tone: 'success' });
        }}
      />
    </section>
  );

  return (
    <Stack gap="lg">
      <QueryView
        query={methods}
        queryKey={walletKeys.methods}
        loadingLabel={t('wallet.methods.loading')}
        skeleton={<ListSkeleton variant="rows" count={2} />}
        errorTitle={t('wallet.methods.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyMessage
            icon={<IconCreditCard aria-hidden />}
            title={t('wallet.cards.emptyTitle')}
            description={t('wallet.cards.emptyDescription')}
          />
        }
      >
        {(list) => (
          <Stack gap="xs">
            <ul className={classes.rows} aria-label={t('wallet.methods.title')}>
              {list.map((method) => (
                <li key={method.id}>
                  <MethodRow method={method} actions={<MethodMenu method={method} />} />
                </li>
              ))}
            </ul>
            <Text size="xs" c="dimmed">
              {t('wallet.cards.defaultHelp')}
            </Text>
          </Stack>
        )}
      </QueryView>
      {none ? (
        addCard
      ) : (
        <>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setAdding((open) => !open)}
            aria-expanded={adding}
            w="fit-content"
          >
            {t('wallet.cards.add')}
          </Button>
          <Collapse expanded={adding}>{adding ? addCard : null}</Collapse>
        </>
      )}
    </Stack>
  );
}
