import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { act, render, screen, userEvent } from '@/test/test-utils';
import { allQueries } from './all-queries';
import { EmptyMessage } from './EmptyMessage';
import { ListSkeleton } from './ListSkeleton';
import { QueryView } from './QueryView';

afterEach(() => {
  vi.useRealTimers();
});

function Lists({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['listas'], queryFn: load });
  return (
    <QueryView
      query={query}
      queryKey={['listas']}
      loadingLabel="Cargando tus listas"
      skeleton={<ListSkeleton variant="rows" count={3} />}
      errorTitle="No hemos podido cargar tus listas."
      isEmpty={(data) => data.length === 0}
      empty={<EmptyMessage title="Aún no tienes listas" description="Crea la primera." />}
    >
      {(data) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows the skeleton as a status, then the content', async () => {
    let resolve: (v: string[]) => void = () => {};
    render(<Lists load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByRole('status', { name: 'Cargando tus listas' })).toBeInTheDocument();
    act(() => resolve(['Cumpleaños', 'Boda']));
    expect(await screen.findByText('Boda')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    render(<Lists load={async () => []} />);
    expect(await screen.findByRole('heading', { name: 'Aún no tienes listas' })).toBeInTheDocument();
  });

  it('shows the Spanish error with a retry that loads again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(
        new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'No hay conexión con el servidor.' }),
      )
      .mockResolvedValueOnce(['Navidad']);
    render(<Lists load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus listas.');
    expect(alert).toHaveTextContent('No hay conexión con el servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Navidad')).toBeInTheDocument();
  });

  it('tells the person when loading takes longer than 7 s, and retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<() => Promise<string[]>>(() => new Promise(() => {}));
    render(<Lists load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(7100));
    expect(screen.getByRole('alert')).toHaveTextContent('Está tardando más de lo normal');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('lets a page say "not available" for a 404 and frame any other failure', async () => {
    function Page({ status }: { status: number }) {
      const query = useQuery({
        queryKey: ['lista', status],
        queryFn: (): Promise<string> =>
          Promise.reject(new ApiError({ code: 'X', status, message: 'No hay conexión con el servidor.' })),
        retry: false,
      });
      return (
        <QueryView
          query={query}
          loadingLabel="Cargando la lista"
          errorTitle="No hemos podido cargar la lista."
          renderError={(error, alert) =>
            error instanceof ApiError && error.status === 404 ? (
              <p>Esta lista ya no está</p>
            ) : (
              <section>{alert}</section>
            )
          }
        >
          {(name) => <p>{name}</p>}
        </QueryView>
      );
    }
    const { unmount } = render(<Page status={404} />);
    expect(await screen.findByText('Esta lista ya no está')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    render(<Page status={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar la lista.');
  });

  it('waits for several queries, and retries only the one that failed', async () => {
    const events = vi.fn(async () => ['Cena']);
    const dates = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError({ code: 'X', status: 500, message: 'Algo ha fallado.' }))
      .mockResolvedValueOnce(['Santo de Luis']);
    function Upcoming() {
      const a = useQuery({ queryKey: ['eventos'], queryFn: events });
      const b = useQuery({ queryKey: ['fechas'], queryFn: dates, retry: false });
      return (
        <QueryView
          query={allQueries([a, b])}
          loadingLabel="Cargando"
          errorTitle="No hemos podido cargar las fechas."
        >
          {() => <p>{[...(a.data ?? []), ...(b.data ?? [])].join(', ')}</p>}
        </QueryView>
      );
    }
    render(<Upcoming />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo ha fallado.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cena, Santo de Luis')).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(1);
  });
});
