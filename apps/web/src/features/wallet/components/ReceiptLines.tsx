import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StateLook } from '../lib/money-state';
import { StatusBadge } from './StatusBadge';
import classes from './Wallet.module.css';

/** A receipt's lines: what on the left, the value on the right. Lines without a value are left out. */
export function ReceiptLines({ lines, label }: { lines: [string, ReactNode][]; label: string }) {
  return (
    <dl className={classes.card} aria-label={label} style={{ margin: 0 }}>
      {lines
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <div key={name} className={classes.receiptLine}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The top of a receipt: what happened ("Has enviado"), the amount, the status and why it failed, if it did. */
export function ReceiptHeader({
  what,
  amount,
  look,
  failure,
}: {
  what: string;
  amount: string;
  look: StateLook;
  failure: string | null;
}) {
  return (
    <>
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="dimmed">
          {what}
        </Text>
        <Text className={classes.big} data-testid="receipt-amount">
          {amount}
        </Text>
        <StatusBadge look={look} />
      </Stack>
      {failure ? (
        <Text c="red" role="alert">
          {failure}
        </Text>
      ) : null}
    </>
  );
}

/** One labelled value of a guest's receipt or a donation: the label small and dimmed, the value under it. */
export function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}
