import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/test-utils';
import { openInstallPrompt } from './open-install-prompt';

// The guide's code never arrives (a dropped connection, asked for twice): the module fails to load.
vi.mock('./InstallPrompt', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('openInstallPrompt', () => {
  it('says so when the guide’s code cannot arrive, instead of doing nothing', async () => {
    render(<div />);
    await openInstallPrompt('ios');
    expect(
      await screen.findByText('No hemos podido abrir la guía. Comprueba tu conexión e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
