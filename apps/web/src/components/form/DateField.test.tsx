import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A calendar re-renders on every keystroke in jsdom: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

import { render, screen, userEvent } from '@/test/test-utils';
import { DateField, DateTimeField, parseTypedDate } from './DateField';

describe('dates typed the Spanish way', () => {
  it('reads day/month/year (and ISO), refuses what is not a date', () => {
    expect(parseTypedDate('24/12/2027')).toBe('2027-12-24');
    expect(parseTypedDate('5/1/2027')).toBe('2027-01-05');
    expect(parseTypedDate('24-12-2027')).toBe('2027-12-24');
    expect(parseTypedDate('2027-12-24')).toBe('2027-12-24');
    expect(parseTypedDate('31/02/2027')).toBeNull();
    expect(parseTypedDate('12/24/2027')).toBeNull();
  });

  it('shows dd/mm/aaaa, keeps YYYY-MM-DD, and its calendar speaks Spanish from Monday', async () => {
    let kept = '';
    function Form() {
      const [value, setValue] = useState('2027-01-05');
      kept = value;
      return <DateField label="Fecha" value={value} onChange={setValue} />;
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Fecha' });
    expect(input).toHaveValue('05/01/2027');
    await userEvent.click(input);
    expect(await screen.findByText('enero 2027')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(/^lu/i);
    await userEvent.clear(input);
    await userEvent.paste('14/03/2027');
    expect(kept).toBe('2027-03-14');
  });

  it('a day and a 24-hour time make one YYYY-MM-DDTHH:mm value', async () => {
    let kept = '';
    function Form() {
      const [value, setValue] = useState('');
      kept = value;
      return <DateTimeField dateLabel="Fecha" timeLabel="Hora" value={value} onChange={setValue} />;
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Fecha' }));
    await userEvent.paste('24/12/2027');
    await userEvent.type(screen.getByLabelText('Hora'), '21:00');
    expect(kept).toBe('2027-12-24T21:00');
  });
});
