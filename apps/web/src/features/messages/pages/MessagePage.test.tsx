import { describe, expect, it } from 'vitest';
import { act, renderRoute, screen, userEvent, within } from '@/test/test-utils';

/** Open the message page with `state`, coming from the categories page (where "Volver" leads). */
async function renderWithState(state: unknown) {
  const { router } = renderRoute('/categoria');
  await act(() => router.navigate('/message', { state }));
  return router;
}

describe('message page', () => {
  it('renders a message passed in route state with the modal’s rendering', async () => {
    await renderWithState({
      message: {
        title: 'Gracias por tu regalo',
        agradecimiento: { fullname: 'Marta Ruiz', message: 'Me ha encantado.' },
        steps: [{ title: 'Abre la lista', img: '/instalar/ios-2-icono.svg', imgAlt: 'Icono' }],
        html: '<p>Con <em>cariño</em></p><img src=x onerror="alert(1)">',
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gracias por tu regalo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/te ha enviado un mensaje de agradecimiento/)).toHaveTextContent('Marta Ruiz');
    expect(screen.getByText('Me ha encantado.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '1 paso' })).toBeInTheDocument();
    expect(screen.getByText('cariño').tagName).toBe('EM');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('drops fields that are not safe to show and keeps the rest', async () => {
    await renderWithState({
      message: { title: 'Aviso', text: 'Texto bueno', img: 'javascript:alert(1)', report: 'sí' },
    });
    expect(await screen.findByText('Texto bueno')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reportar un problema' })).not.toBeInTheDocument();
  });

  it('goes back with "Volver"', async () => {
    const router = await renderWithState({ message: { title: 'Hola', text: 'Adiós' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await screen.findByRole('heading', { level: 1, name: 'Categorías' });
    expect(router.state.location.pathname).toBe('/categoria');
  });

  it('shows plain text from the query, never HTML', async () => {
    renderRoute('/message?title=Listo&description=Tu%20evento%20est%C3%A1%20creado&html=%3Cb%3Ehola%3C/b%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listo' })).toBeInTheDocument();
    expect(screen.getByText('Tu evento está creado')).toBeInTheDocument();
    expect(screen.queryByText('hola')).not.toBeInTheDocument();
  });

  it('explains when there is no message', async () => {
    renderRoute('/message');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No hay ningún mensaje que mostrar' });
    expect(empty).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '/categoria',
    );
  });
});
