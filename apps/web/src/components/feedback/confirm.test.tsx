import { describe, expect, it } from 'vitest';
import { act, render, screen, userEvent, within } from '@/test/test-utils';
import { confirmAction } from './confirm';

async function ask(danger = false) {
  render(<div />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmAction({
      title: '¿Borrar la lista?',
      message: 'Se borrará con todos sus regalos.',
      danger,
    });
  });
  const dialog = await screen.findByRole('dialog', { name: '¿Borrar la lista?' });
  return { dialog, answer };
}

describe('confirmAction', () => {
  it('asks with "Cancelar" and "Aceptar" and resolves true on "Aceptar"', async () => {
    const { dialog, answer } = await ask(true);
    expect(within(dialog).getByText('Se borrará con todos sus regalos.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on "Cancelar"', async () => {
    const { dialog, answer } = await ask();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('counts Escape as "Cancelar"', async () => {
    const { answer } = await ask();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
