/**
 * The browser's own install prompt (Chrome on Android and desktop). It arrives
 * once, early, as `beforeinstallprompt`; we keep it so the Android guide can
 * offer "Instalar Detalle" when the person is ready, instead of Chrome's banner.
 */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;

export function canPromptInstall(): boolean {
  return deferred !== null;
}

/** Shows the browser's prompt; true when the person installed. The event is single-use. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  try {
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  } catch (error) {
    console.error('No se pudo mostrar el aviso de instalación', error);
    return false;
  }
}

/** Opened from the installed app (home-screen icon), not from a browser tab. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}
