import { describe, expect, it, vi } from 'vitest';
import { openAfterBusy, preloadOnPointing } from './busy-button';

describe('a button that opens something heavy', () => {
  it('stays busy until the frame is painted and the code of what it opens is in', async () => {
    const button = document.createElement('button');
    let codeIn!: () => void;
    const code = () => new Promise<void>((resolve) => (codeIn = resolve));
    const open = vi.fn();
    openAfterBusy(button, open, code);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Several frames later, the code still on its way: nothing opened yet, the spinner turns.
    for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 30));
    expect(open).not.toHaveBeenCalled();
    codeIn();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('asks for the code when a mouse points at it, never on a finger’s touch', () => {
    const preload = vi.fn(async () => {});
    const onPointerEnter = preloadOnPointing(preload);
    onPointerEnter({ pointerType: 'touch' });
    onPointerEnter({ pointerType: 'pen' });
    expect(preload).not.toHaveBeenCalled();
    onPointerEnter({ pointerType: 'mouse' });
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
