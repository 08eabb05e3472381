import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotificationEnable } from '@/lib/push-storage';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fakeSubscriptionJson, installPushFakes, removePushFakes } from '@/test/push-fakes';
import { act, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { NotificationButton } from './NotificationButton';
import { maybeOpenInstallPromptOnStart, resetInstallPromptOnStart } from './NotificationCenter';

const vapidKey = `BA${'A'.repeat(85)}`;
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const button = () => screen.queryByRole('button', { name: /notificaciones/i });

beforeEach(() => {
  notifications.clean();
  resetInstallPromptOnStart();
});
afterEach(() => {
  removePushFakes();
});

describe('the red notification button: when it shows', () => {
  it('the first time (no notification_enable yet) stores "true" and shows', () => {
    render(<NotificationButton />);
    expect(localStorage.getItem('notification_enable')).toBe('true');
    expect(button()).toBeVisible();
  });

  it('stays hidden while notification_enable is the string "false"', () => {
    localStorage.setItem('notification_enable', 'false');
    render(<NotificationButton />);
    expect(button()).not.toBeInTheDocument();
    expect(localStorage.getItem('notification_enable')).toBe('false');
  });

  it('shows for any other value, and follows changes at once', () => {
    localStorage.setItem('notification_enable', 'true');
    render(<NotificationButton />);
    expect(button()).toBeVisible();
    act(() => setNotificationEnable(false));
    expect(button()).not.toBeInTheDocument();
    act(() => setNotificationEnable(true));
    expect(button()).toBeVisible();
  });

  it('is a real button named for what it does', () => {
    render(<NotificationButton />);
    expect(screen.getByRole('button', { name: 'Activar notificaciones' })).toHaveAttribute('type', 'button');
  });
});

describe('the red notification button: the enabling flow', () => {
  it('permission granted: subscribes, sends player_id, stores deviceToken and confirms', async () => {
    saveSession({ token: 'tok', user: ana });
    const { notification } = installPushFakes({ answer: 'granted' });
    const api = mockApi({
      'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } },
      'POST /api/user/save/player-id': { data: { message: 'Notificaciones activadas en este dispositivo.' } },
    });
    render(<NotificationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));

    expect(await screen.findByText(/Listo: te avisaremos aquí/)).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(api.callsTo('POST /api/user/save/player-id')[0]?.body).toEqual({
      player_id: fakeSubscriptionJson,
    });
    expect(JSON.parse(localStorage.getItem('deviceToken') ?? 'null')).toEqual(fakeSubscriptionJson);
    // On now: the button has nothing more to offer and stops covering the page.
    expect(button()).not.toBeInTheDocument();
  });

  it('permission denied: notification_enable becomes "false" and the button goes', async () => {
    installPushFakes({ answer: 'denied' });
    mockApi({});
    render(<NotificationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(button()).not.toBeInTheDocument());
    expect(localStorage.getItem('notification_enable')).toBe('false');
    expect(screen.getByText(/No has activado las notificaciones/)).toBeInTheDocument();
  });

  it('a token failure is only logged: the person sees nothing', async () => {
    saveSession({ token: 'tok', user: ana });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installPushFakes({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    mockApi({ 'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } } });
    const show = vi.spyOn(notifications, 'show');
    render(<NotificationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-busy', 'true'));
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('deviceToken')).toBeNull();
  });
});

describe('install guides (seed §2 root shell)', () => {
  it('on an iPhone outside the installed app, the button opens the 4-step guide with pictures', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    installPushFakes();
    render(<NotificationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));

    const dialog = await screen.findByRole('dialog', { name: 'Instala Detalle en tu iPhone' });
    const steps = within(dialog).getByRole('list', { name: '4 pasos' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getAllByRole('img')[0]).toHaveAttribute('src', '/instalar/ios-1-compartir.svg');
    expect(within(steps).getByRole('heading', { name: /Activa las notificaciones/ })).toBeInTheDocument();
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'No volver a mostrar este mensaje' }));
    expect(localStorage.getItem('showMessage')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on start, never for a guest (a shared page stays clear), nor on a signed-in person’s first visit', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    render(<div />);
    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('visits')).toBeNull();

    resetInstallPromptOnStart();
    saveSession({ token: 'tok', user: ana });
    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('visits')).toBe('1');
  });

  it('on start, from the second signed-in visit an iPhone browser tab gets the guide once; after "No volver a mostrar" never again', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    saveSession({ token: 'tok', user: ana });
    localStorage.setItem('visits', '1');
    render(<div />);
    act(() => {
      expect(maybeOpenInstallPromptOnStart()).toBe(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Instala Detalle en tu iPhone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('showMessage')).toBeNull();

    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    resetInstallPromptOnStart();
    localStorage.setItem('showMessage', 'false');
    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on Android, the 2-step guide offers the permission and the browser’s install prompt', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
    installPushFakes({ answer: 'granted', subscribe: async () => Promise.reject(new Error('sin red')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } } });
    const prompt = vi.fn(async () => {});
    const installEvent = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(installEvent);
    expect(installEvent.defaultPrevented).toBe(true);

    saveSession({ token: 'tok', user: ana });
    localStorage.setItem('visits', '1');
    render(<div />);
    act(() => {
      expect(maybeOpenInstallPromptOnStart()).toBe(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Instala Detalle en tu Android' });
    const steps = within(dialog).getByRole('list', { name: '2 pasos' });
    expect(
      within(steps)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/instalar/android-1-permiso.svg', '/instalar/android-2-instalar.svg']);
    expect(within(dialog).getByRole('button', { name: 'No volver a mostrar este mensaje' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Instalar Detalle' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    resetInstallPromptOnStart();
    act(() => {
      expect(maybeOpenInstallPromptOnStart()).toBe(true);
    });
    const again = await screen.findByRole('dialog', { name: 'Instala Detalle en tu Android' });
    // The install prompt is single-use; the permission is still on offer.
    expect(within(again).queryByRole('button', { name: 'Instalar Detalle' })).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Activar notificaciones' }));
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
  });

  it('shows nothing on a computer, or inside the installed app', () => {
    saveSession({ token: 'tok', user: ana });
    localStorage.setItem('visits', '5');
    render(<div />);
    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    resetInstallPromptOnStart();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(maybeOpenInstallPromptOnStart()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'standalone');
  });
});
