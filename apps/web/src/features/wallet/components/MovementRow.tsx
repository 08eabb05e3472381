import { type Movement, quoted, shownName } from '@detalle/contract';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadMore } from '@/components/feedback/LoadMore';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { receiptHref } from '../lib/hrefs';
import { movementIcons } from '../lib/labels';
import { formatSigned } from '../lib/money-input';
import { isSettled, movementLook } from '../lib/money-state';
import { StatusBadge } from './StatusBadge';
import classes from './Wallet.module.css';

const isReceived = (m: Movement) => m.type === 'gift_received' || m.type === 'donation_received';
/** Money moved out of a hucha: its words name the other side (`giverName`), so no line under it repeats them. */
const isHucha = (m: Movement) => m.type === 'from_hucha' || m.type === 'to_guardian';

/**
 * What a movement was about, in a line: the gift or list, then who gave it (received money: by `shownName`,
 * "Alguien" until the reveal or if they hid their name), else the person.
 */
function movementSubject(movement: Movement): string | null {
  if (isHucha(movement)) return null;
  const who = isReceived(movement)
    ? shownName(movement.giverName)
    : movement.person
      ? shownName(movement.person)
      : null;
  if (movement.concerns?.kind === 'person') return who;
  return [movement.concerns?.title, isReceived(movement) ? who : null].filter(Boolean).join(' · ') || who;
}

/**
 * One line of money: what it was, about what and from or to whom, the giver's message (received money, once the
 * owner may know it), when, how much (signed) and, unless settled, its state in the receipt's words.
 */
export function MovementRow({ movement, linked = true }: { movement: Movement; linked?: boolean }) {
  const { t } = useTranslation();
  const Icon = movementIcons[movement.type];
  const href = linked ? receiptHref(movement) : null;
  const subject = movementSubject(movement);
  const look = movementLook(movement);
  const label = t(`wallet.type.${movement.type}`, { name: movement.giverName ?? '' });
  const content = (
    <>
      <ThemeIcon variant="light" size={40} color={movement.amount > 0 ? 'teal' : 'gray'}>
        <Icon size={22} aria-hidden />
      </ThemeIcon>
      <div className={classes.rowMain}>
        {/* Two lines: a hucha's words name someone («Pasado a tu billetera desde la hucha de Leo»). */}
        <Text fw={600} className={classes.rowTitle} lineClamp={2}>
          {label}
        </Text>
        {subject ? (
          <Text size="sm" c="dimmed" truncate>
            {subject}
          </Text>
        ) : null}
        {movement.message ? (
          <Text size="sm" fs="italic" lineClamp={2} data-testid="movement-message">
            {quoted(movement.message)}
          </Text>
        ) : null}
        {/* The state sits under what it is about, so a long one ("Disponible el 17 Dic 2026") cuts no title. */}
        <Group gap={6} mt={2}>
          <Text size="xs" c="dimmed">
            {formatDate(movement.date)}
          </Text>
          {isSettled(look) ? null : <StatusBadge look={look} />}
        </Group>
      </div>
      <Text fw={700} className={`${classes.amount} ${movement.amount > 0 ? classes.positive : ''}`}>
        {formatSigned({ amount: movement.amount, currency: movement.currency })}
      </Text>
    </>
  );
  return href ? (
    <Link to={href} className={classes.row} data-testid="movement">
      {content}
    </Link>
  ) : (
    <div className={classes.row} data-testid="movement">
      {content}
    </div>
  );
}

/** `linked`: each row opens its receipt (not for a dependent's hucha: its receipts are the givers'). */
export function MovementList({
  movements,
  label,
  linked = true,
}: {
  movements: Movement[];
  label: string;
  linked?: boolean;
}) {
  return (
    <ul className={classes.rows} aria-label={label}>
      {movements.map((movement) => (
        <li key={movement.id}>
          <MovementRow movement={movement} linked={linked} />
        </li>
      ))}
    </ul>
  );
}

/** A paged list of movements with "Ver más" under it (movimientos, a card's or account's page). */
export function PagedMovementList({
  movements,
  query,
  pageSize,
  label,
}: {
  movements: Movement[];
  query: Parameters<typeof LoadMore>[0]['query'] & Pick<UseInfiniteQueryResult, 'hasNextPage'>;
  pageSize: number;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <MovementList movements={movements} label={label} />
      <LoadMore
        query={query}
        shown={movements.length}
        pageSize={pageSize}
        labels={{
          loadMore: t('wallet.movements.loadMore'),
          loadingMore: t('wallet.movements.loadingMore'),
          error: t('wallet.movements.loadError'),
          allShown: t('wallet.movements.allShown'),
        }}
      />
    </Stack>
  );
}
