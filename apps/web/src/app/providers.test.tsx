import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { act, render, screen } from '@/test/test-utils';

let calls = 0;

function WhoAmI() {
  const query = useQuery({
    queryKey: ['who'],
    queryFn: async () => {
      calls += 1;
      return `respuesta ${calls}`;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <p>{query.data ?? 'cargando'}</p>;
}

describe('AppProviders', () => {
  it('drops cached answers and loads them again when the person logs in or out', async () => {
    calls = 0;
    render(<WhoAmI />);
    expect(await screen.findByText('respuesta 1')).toBeInTheDocument();

    act(() => saveSession({ token: 'tok', user: ana }));
    expect(await screen.findByText('respuesta 2')).toBeInTheDocument();

    act(() => clearSession());
    expect(await screen.findByText('respuesta 3')).toBeInTheDocument();
  });
});
