import { Badge, Button, Modal, SegmentedControl, ThemeIcon } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test/test-utils';

/** The pill shape is the theme's default, so screens do not repeat `radius="xl"`. */
describe('theme', () => {
  it('rounds buttons, badges, icons and segmented controls like pills unless told otherwise', () => {
    render(
      <>
        <Button>Guardar</Button>
        <Button radius="md">Reintentar</Button>
        <Badge data-testid="badge">Reservado</Badge>
        <ThemeIcon data-testid="icon">★</ThemeIcon>
        <SegmentedControl data-testid="segments" data={['Mis listas', 'Amigos']} />
      </>,
    );
    const radius = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);
    expect(radius(screen.getByRole('button', { name: 'Guardar' }), '--button-radius')).toBe(
      'var(--mantine-radius-xl)',
    );
    expect(radius(screen.getByRole('button', { name: 'Reintentar' }), '--button-radius')).toBe(
      'var(--mantine-radius-md)',
    );
    expect(radius(screen.getByTestId('badge'), '--badge-radius')).toBe('var(--mantine-radius-xl)');
    expect(radius(screen.getByTestId('icon'), '--ti-radius')).toBe('var(--mantine-radius-xl)');
    expect(radius(screen.getByTestId('segments'), '--sc-radius')).toBe('var(--mantine-radius-xl)');
  });

  it('names the close button of every dialog', async () => {
    render(
      <Modal opened onClose={() => {}} title="Aportar dinero">
        Contenido
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar dinero' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
