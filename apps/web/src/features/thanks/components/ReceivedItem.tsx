import { type ReceivedGift, shownName } from '@detalle/contract';
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconGift, IconHeartHandshake } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import classes from './Thanks.module.css';

/** Who gave it, as far as the owner may know (the API decides: the reveal, then the giver's choice), by `shownName`. */
function giverText(item: ReceivedGift, t: TFunction) {
  if (item.giver)
    return t('thanks.giver.from', {
      name: shownName(item.giver.kind === 'person' ? item.giver.person : item.giver.name),
    });
  if (item.hidden === 'secret')
    return item.revealsOn
      ? t('thanks.giver.secret', { date: formatDate(item.revealsOn) })
      : t('thanks.giver.secretNoDate');
  return t('thanks.giver.anonymous');
}

/** A line of "Regalos recibidos": what, how much, from whom, when, thanked or not; chosen for "Agradecer a todos". */
export function ReceivedItem({
  item,
  selected,
  onSelect,
  onThank,
}: {
  item: ReceivedGift;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onThank: () => void;
}) {
  const { t } = useTranslation();
  const money =
    item.amount !== null && item.currency
      ? formatMoney({ amount: item.amount, currency: item.currency })
      : '';
  return (
    <li className={classes.item}>
      {item.canThank ? (
        <Checkbox
          mt={4}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={item.title}
        />
      ) : (
        // Nothing to choose yet (a secret, or already thanked): the space stays, so the lines align.
        <span className={classes.noCheck} />
      )}
      {item.image ? (
        <img src={item.image} alt="" className={classes.thumb} />
      ) : (
        <Group className={classes.thumb} justify="center" align="center">
          <IconGift size={28} aria-hidden />
        </Group>
      )}
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{item.title}</Text>
          {item.thanked ? (
            // Never cut ("SIN AGRAD…" at 390 px): the title wraps instead; sentence case like every badge.
            <Badge color="teal" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t('thanks.thanked')}
            </Badge>
          ) : item.canThank ? (
            <Badge color="coral" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t('thanks.unthanked')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {item.kind === 'gift' ? t('thanks.kind.gift') : t(`thanks.kind.${item.kind}`, { amount: money })}
          {item.list && item.kind !== 'cash' ? ` · ${item.list.name}` : null}
        </Text>
        <Text size="sm" c={item.giver ? undefined : 'dimmed'}>
          {giverText(item, t)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(item.date)}
        </Text>
        {item.canThank ? (
          <Button
            size="xs"
            variant="light"
            mt={4}
            w="fit-content"
            leftSection={<IconHeartHandshake size={16} aria-hidden />}
            onClick={onThank}
          >
            {t('thanks.thankOne')}
          </Button>
        ) : null}
      </Stack>
    </li>
  );
}
