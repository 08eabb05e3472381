import { type DrawDetail, type DrawResult, formatMoney, type WishItem } from '@detalle/contract';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { httpUrl } from '@/lib/safe-url';
import { type GiveFromWish, useWishAction, type WishAction } from '../api/wish-action';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Libre / Reservado / Comprado, and whether it is mine: only the giver reads this, the recipient never does. */
function WishState({ item }: { item: WishItem }) {
  const { t } = useTranslation();
  const color = item.status === 'available' ? 'teal' : item.reservedByMe ? 'blue' : 'gray';
  const label = t(`draws.wishes.state.${item.status}`);
  return (
    <Badge color={color} variant="light" size="sm">
      {item.reservedByMe ? t('draws.wishes.byYou', { state: label }) : label}
    </Badge>
  );
}

function Wish({
  item,
  onAction,
  busy,
}: {
  item: WishItem;
  onAction: (action: WishAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const href = httpUrl(item.url);
  const canTake = item.kind === 'product' && item.status === 'available';
  const mine = item.reservedByMe && item.status === 'reserved';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" aria-label={item.name}>
      <Avatar src={item.image} alt="" radius="md" size="lg" />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600}>
            {item.name}
          </Text>
          <WishState item={item} />
        </Group>
        {item.price ? (
          <Text size="sm" c="dimmed">
            {formatMoney(item.price)}
          </Text>
        ) : null}
        {item.note ? <Text size="xs">{item.note}</Text> : null}
        {href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
            {t('draws.result.open')}
          </Anchor>
        ) : null}
        {canTake || mine ? (
          <Group gap="xs">
            {canTake ? (
              <Button size="compact-sm" onClick={() => onAction('reserve')} disabled={busy}>
                {t('draws.wishes.reserve')}
              </Button>
            ) : null}
            <Button size="compact-sm" variant="light" onClick={() => onAction('bought')} disabled={busy}>
              {t('draws.wishes.bought')}
            </Button>
            {mine ? (
              <Button size="compact-sm" variant="subtle" onClick={() => onAction('release')} disabled={busy}>
                {t('draws.wishes.release')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * The list my recipient chose for the exchange, as a list to give from: each wish with its picture, price, shop link
 * and state, reserved or bought through the usual gift calls. Wishes within the budget first, then the ones over it.
 */
export function RecipientWishList({
  draw,
  wishList,
  give,
}: {
  draw: DrawDetail;
  wishList: DrawResult['wishList'];
  give: GiveFromWish;
}) {
  const { t } = useTranslation();
  const action = useWishAction(draw.id, give);
  if (!wishList) return <Text size="sm">{t('draws.result.noWishList')}</Text>;
  const within = wishList.items.filter((i) => !i.overBudget);
  const over = wishList.items.filter((i) => i.overBudget);
  const render = (items: WishItem[]) => (
    <Stack gap="sm" component="ul" style={listStyle}>
      {items.map((item) => (
        <Wish
          key={item.id}
          item={item}
          busy={action.isPending}
          onAction={(a) => action.mutate({ id: item.id, action: a })}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('draws.result.listTitle', { name: wishList.name })}</Text>
      {wishList.items.length === 0 ? <Text size="sm">{t('draws.result.emptyList')}</Text> : null}
      {within.length ? render(within) : null}
      {over.length && draw.budget ? (
        <Stack gap="xs">
          <Title order={3} size="h6">
            {t('draws.wishes.overBudget', { budget: formatMoney(draw.budget) })}
          </Title>
          {render(over)}
        </Stack>
      ) : null}
    </Stack>
  );
}
