import type { PaymentMethod } from '@detalle/contract';
import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { methodHref } from '../lib/hrefs';
import classes from './Wallet.module.css';

/** "Visa", "Mastercard", "IBAN": a brand as people write it. */
export function brandName(brand: string): string {
  if (brand.length <= 5 && brand === brand.toUpperCase()) return brand;
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Caduca 12/2030" for a card; nothing for an account. */
export function useExpiry(method: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string | null {
  const { t } = useTranslation();
  if (!method.expMonth || !method.expYear) return null;
  return t('wallet.methods.expires', {
    month: String(method.expMonth).padStart(2, '0'),
    year: method.expYear,
  });
}

export function MethodIcon({ type }: { type: PaymentMethod['type'] }) {
  const Icon = type === 'card' ? IconCreditCard : IconBuildingBank;
  return (
    <ThemeIcon variant="light" size={40} color="gray">
      <Icon size={22} aria-hidden />
    </ThemeIcon>
  );
}

/** A saved card or account: brand, masked number, expiry, default badge; its page on tap. */
export function MethodRow({ method, actions }: { method: PaymentMethod; actions?: ReactNode }) {
  const { t } = useTranslation();
  const expiry = useExpiry(method);
  return (
    <div className={classes.row} data-testid="method">
      <MethodIcon type={method.type} />
      <Link
        to={methodHref(method)}
        className={classes.rowMain}
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} className={classes.rowTitle} truncate>
            {`${brandName(method.brand)} ${method.masked}`}
          </Text>
          {method.isDefault ? (
            <Badge size="sm" variant="light" tt="none" style={{ flex: 'none' }}>
              {t('wallet.methods.default')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {[method.holder, expiry].filter(Boolean).join(' · ')}
        </Text>
      </Link>
      {actions}
    </div>
  );
}
