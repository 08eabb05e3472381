import type { ReactNode } from 'react';
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
