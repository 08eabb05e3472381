import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/test-utils';
import { DateText } from './DateText';

afterEach(() => {
  vi.useRealTimers();
});

describe('DateText', () => {
  it('writes the seed’s date in a <time> element', () => {
    const local = new Date(2027, 0, 5, 18, 30);
    render(<DateText value={local} withTime />);
    const time = screen.getByText('5 Ene 2027 18:30');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', local.toISOString());
  });

  it('reads "mañana" when near, keeping the full date as a tooltip', () => {
    vi.useFakeTimers({ now: new Date(2027, 0, 4, 12, 0) });
    render(<DateText value={new Date(2027, 0, 5, 18, 30)} withTime relative />);
    const time = screen.getByText('mañana, 18:30');
    expect(time).toHaveAttribute('title', '5 Ene 2027 18:30');
  });

  it('falls back to the date when it is far away', () => {
    vi.useFakeTimers({ now: new Date(2027, 0, 4, 12, 0) });
    render(<DateText value="2027-06-01" relative />);
    expect(screen.getByText('1 Jun 2027')).toBeInTheDocument();
  });
});
