import { type DrawDetail, type DrawResult, formatMoney } from '@detalle/contract';
import { Alert, Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/feedback/QueryView';
import { useMyResult, useRevealMyself } from '../api/my-result';

/** Whom I give to: their photo and full name. */
function Recipient({ recipient }: { recipient: DrawResult['recipient'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={recipient.image} alt="" radius="xl" size="lg">
        {recipient.name.charAt(0)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('draws.result.youGiveTo')}
        </Text>
        <Text fw={700} size="lg" data-testid="recipient">
          {`${recipient.name} ${recipient.lastname}`.trim()}
        </Text>
      </Stack>
    </Group>
  );
}

/** The list my recipient chose for the exchange: each wish with its price, note and link; or that there is none. */
function RecipientWishList({ wishList }: { wishList: DrawResult['wishList'] }) {
  const { t } = useTranslation();
  return wishList ? (
    <Stack gap={6}>
      <Text fw={600}>{t('draws.result.listTitle', { name: wishList.name })}</Text>
      {wishList.items.length === 0 ? (
        <Text size="sm">{t('draws.result.emptyList')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {wishList.items.map((item) => (
            <Group key={item.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={item.image} alt="" radius="md" size="md" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                {item.price ? (
                  <Text size="xs" c="dimmed">
                    {formatMoney(item.price)}
                  </Text>
                ) : null}
                {item.note ? <Text size="xs">{item.note}</Text> : null}
                {item.url ? (
                  <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="xs">
                    {t('draws.result.open')}
                  </Anchor>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  ) : (
    <Text size="sm">{t('draws.result.noWishList')}</Text>
  );
}

/**
 * Whom I give to, asked for on purpose ("Ver a quién le regalo"): the first look is recorded, and a screen
 * open in company should not show it by itself. Then their list for the exchange.
 */
export function MyResult({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const result = useMyResult(draw.id, asked);
  const reveal = useRevealMyself(draw.id);

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('draws.result.title')}
        </Title>
        {draw.status !== 'drawn' ? (
          <Text size="sm">{t('draws.result.notYet')}</Text>
        ) : !asked ? (
          <Stack gap={6} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('draws.result.showHint')}
            </Text>
            <Button leftSection={<IconEye size={18} aria-hidden />} onClick={() => setAsked(true)}>
              {t('draws.result.show')}
            </Button>
          </Stack>
        ) : (
          <QueryView
            query={result}
            loadingLabel={t('draws.result.show')}
            errorTitle={t('draws.result.loadError')}
          >
            {(r) => (
              <Stack gap="sm">
                <Recipient recipient={r.recipient} />
                <RecipientWishList wishList={r.wishList} />
                {r.canReveal ? (
                  <Button variant="light" onClick={() => reveal.mutate()} loading={reveal.isPending}>
                    {t('draws.result.reveal')}
                  </Button>
                ) : r.revealed ? (
                  <Text size="sm">{t('draws.result.revealed')}</Text>
                ) : null}
                {r.givenBy ? (
                  <Alert color="teal">{t('draws.result.givenBy', { name: r.givenBy.name })}</Alert>
                ) : null}
              </Stack>
            )}
          </QueryView>
        )}
      </Stack>
    </Card>
  );
}
