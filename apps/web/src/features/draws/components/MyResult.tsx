import type { DrawDetail, DrawResult } from '@detalle/contract';
import { Alert, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { useMyResult, useRevealMyself } from '../api/my-result';
import type { GiveFromWish } from '../api/wish-action';
import { RecipientWishList } from './RecipientWishList';

/** Whom I (or the dependent I look after) give to: their photo and full name. */
function Recipient({ recipient, giver }: { recipient: DrawResult['recipient']; giver?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={recipient.image} alt="" radius="xl" size="lg">
        {recipient.name.charAt(0)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {giver ? t('draws.dependents.givesTo', { name: giver }) : t('draws.result.youGiveTo')}
        </Text>
        <Text fw={700} size="lg" data-testid="recipient">
          {`${recipient.name} ${recipient.lastname}`.trim()}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Whom I give to, asked for on purpose ("Ver a quién le regalo"): the first look is recorded, and a screen
 * open in company should not show it by itself. Then their list for the exchange.
 */
export function MyResult({
  draw,
  give,
  forDependent,
}: {
  draw: DrawDetail;
  give: GiveFromWish;
  /** A dependent I look after who takes part: its result instead of mine («Ver a quién le ha tocado a Leo»). */
  forDependent?: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const result = useMyResult(draw.id, asked, forDependent?.id);
  const reveal = useRevealMyself(draw.id);

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {forDependent
            ? t('draws.dependents.resultTitle', { name: forDependent.name })
            : t('draws.result.title')}
        </Title>
        {draw.status !== 'drawn' ? (
          <Text size="sm">{t('draws.result.notYet')}</Text>
        ) : !asked ? (
          <Stack gap={6} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('draws.result.showHint')}
            </Text>
            <Button leftSection={<IconEye size={18} aria-hidden />} onClick={() => setAsked(true)}>
              {forDependent
                ? t('draws.dependents.result', { name: forDependent.name })
                : t('draws.result.show')}
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
                <Recipient recipient={r.recipient} giver={forDependent?.name} />
                <RecipientWishList draw={draw} wishList={r.wishList} give={give} />
                {/* Revealing oneself is the giver's own gesture: a guardian does not do it for a dependent. */}
                {r.canReveal && !forDependent ? (
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
