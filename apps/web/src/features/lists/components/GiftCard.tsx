import type { Gift } from '@detalle/contract';
import { Anchor, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '@/i18n';
import { httpUrl } from '@/lib/safe-url';
import { FundingProgress, showsFunding } from './FundingProgress';
import classes from './GiftCard.module.css';
import { GiftImage } from './GiftImage';
import { GiftPrice, GiftWatchBadges } from './GiftWatch';

const priorityColors: Record<Gift['priority'], string> = { alta: 'coral', media: 'yellow', baja: 'gray' };

type GiftCardProps = {
  gift: Gift;
  /** The status as this viewer may see it (the owner never learns who). */
  status: ReactNode;
  /** What this viewer can do with the gift. */
  actions?: ReactNode;
  /** Set while the list wants to move keyboard focus to this gift (after a change, the pressed button is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Leave out a group gift's progress nobody has given to yet (where this viewer has no way to chip in). */
  onlyStartedFunding?: boolean;
};

/**
 * One gift of a list: picture, name, price, shop and its link, how many, how wanted, a note, its status,
 * and a group gift's progress.
 */
export function GiftCard({ gift, status, actions, headingRef, onlyStartedFunding = false }: GiftCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { product } = gift;
  const shopUrl = httpUrl(product.url);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      withBorder
      radius="lg"
      padding="sm"
      className={classes.card}
      data-status={gift.status}
    >
      <Stack gap="sm">
        <div className={classes.top}>
          <GiftImage src={product.image} name={product.name} />
          <Stack gap={4} className={classes.body}>
            <h3 ref={headingRef} className={classes.name} id={nameId} tabIndex={-1}>
              {product.name}
            </h3>
            {/* A fund is money, not a product: no price line (its progress says the target). */}
            {gift.kind === 'fund' ? (
              <Text fw={700} size="sm">
                {t('gifts.fund.badge')}
              </Text>
            ) : (
              <GiftPrice product={product} />
            )}
            {product.shop ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {t('product.soldAt', { shop: product.shop })}
              </Text>
            ) : null}
            <Group gap={6} mt={2}>
              {status}
              <GiftWatchBadges product={product} />
              <Badge variant="light" color={priorityColors[gift.priority]} tt="none" size="md">
                {t(`gifts.priority.${gift.priority}`)}
              </Badge>
            </Group>
          </Stack>
        </div>
        {product.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {product.description}
          </Text>
        ) : null}
        <Group gap="md" justify="space-between">
          {gift.kind === 'fund' ? (
            <span />
          ) : (
            <Text size="sm">{t('gifts.card.quantity', { count: gift.quantity })}</Text>
          )}
          {shopUrl ? (
            <Anchor href={shopUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group component="span" gap={4} wrap="nowrap">
                {t('gifts.card.shopLink')}
                <IconExternalLink size={14} aria-hidden />
                <VisuallyHidden>{t('gifts.card.newTab')}</VisuallyHidden>
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {gift.note ? (
          <Text size="sm" fs="italic" className={classes.note}>
            {t('gifts.card.note', { note: gift.note })}
          </Text>
        ) : null}
        {showsFunding(gift) && (!onlyStartedFunding || gift.funding.raised > 0) ? (
          <FundingProgress funding={gift.funding} name={product.name} />
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}
