import type { Gift } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/test-utils';
import { FundingProgress } from './FundingProgress';

const funding = (over: Partial<NonNullable<Gift['funding']>> = {}): NonNullable<Gift['funding']> => ({
  goal: 12_000,
  raised: 7500,
  onTheWay: 0,
  held: 0,
  currency: 'EUR',
  givers: 3,
  closed: false,
  ...over,
});

describe('FundingProgress', () => {
  it('shows what was given and what is on its way (a card’s bank step, a transfer, a voucher…)', () => {
    render(<FundingProgress funding={funding({ onTheWay: 2000, held: 2000 })} name="Sofá cama" />);
    expect(screen.getByText('75,00 € dados · 20,00 € en camino')).toBeInTheDocument();
  });

  it('says nothing about money on its way when there is none', () => {
    render(<FundingProgress funding={funding()} name="Sofá cama" />);
    expect(screen.queryByText(/en camino/)).not.toBeInTheDocument();
  });
});
