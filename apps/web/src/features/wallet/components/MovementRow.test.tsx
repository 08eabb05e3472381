import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/test-utils';
import { movement } from '../testing/fixtures';
import { MovementList } from './MovementRow';

const fromHucha = (overrides: Parameters<typeof movement>[0]) =>
  movement({
    type: 'from_hucha',
    amount: 1500,
    paymentId: null,
    methodId: null,
    methodType: null,
    paymentStatus: null,
    person: null,
    ...overrides,
  });

describe('money moved out of a dependent’s hucha, in words', () => {
  it('in my wallet: whose hucha it came from; in the hucha: who took it; no receipt to open', () => {
    render(
      <MovementList
        label="Movimientos"
        movements={[
          fromHucha({ id: 'h-1:in', giverName: 'Leo' }),
          fromHucha({ id: 'h-2:out', type: 'to_guardian', amount: -700, giverName: 'Lucía' }),
        ]}
      />,
    );
    expect(screen.getByText('Pasado a tu billetera desde la hucha de Leo')).toBeInTheDocument();
    expect(screen.getByText(/^\+15,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText('Lucía lo pasó a su billetera')).toBeInTheDocument();
    expect(screen.getByText(/^-7,00\s€$|^−7,00\s€$/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
