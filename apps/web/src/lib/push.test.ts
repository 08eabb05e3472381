import { afterEach, describe, expect, it, vi } from 'vitest';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { fakeSubscription, fakeSubscriptionJson, installPushFakes, removePushFakes } from '@/test/push-fakes';
import { base64UrlToBytes, enableNotifications, forgetPushSubscription, syncPushSubscription } from './push';
import { getDeviceToken, setDeviceToken } from './push-storage';
import { saveSession } from './session';

// A P-256 public key is 65 bytes: 87 base64url characters.
const vapidKey = `BA${'A'.repeat(85)}`;
const ok = { data: { message: 'Notificaciones activadas en este dispositivo.' } };

afterEach(() => {
  removePushFakes();
});

describe('base64UrlToBytes', () => {
  it('decodes the VAPID key to its 65 bytes', () => {
    const bytes = base64UrlToBytes(vapidKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(base64UrlToBytes('-_8')).toEqual(new Uint8Array([251, 255]));
  });
});

describe('enableNotifications (the red button’s flow)', () => {
  it('granted: subscribes with the API’s VAPID key, sends player_id and stores deviceToken', async () => {
    saveSession({ token: 'tok', user: ana });
    const { pushManager, notification } = installPushFakes({ answer: 'granted' });
    const api = mockApi({
      'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } },
      'POST /api/user/save/player-id': ok,
    });

    await expect(enableNotifications()).resolves.toBe('enabled');

    expect(notification.requestPermission).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toEqual(base64UrlToBytes(vapidKey));
    const [call] = api.callsTo('POST /api/user/save/player-id');
    expect(call?.body).toEqual({ player_id: fakeSubscriptionJson });
    expect(call?.headers.get('Type-token')).toBe('tok');
    expect(getDeviceToken()).toEqual(fakeSubscriptionJson);
    expect(localStorage.getItem('notification_enable')).toBe('true');
  });

  it.each(['denied', 'default'] as const)('%s: notification_enable becomes "false"', async (answer) => {
    const { pushManager } = installPushFakes({ answer });
    const api = mockApi({});
    await expect(enableNotifications()).resolves.toBe('refused');
    expect(localStorage.getItem('notification_enable')).toBe('false');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('a browser without notifications counts as "anything else"', async () => {
    await expect(enableNotifications()).resolves.toBe('refused');
    expect(localStorage.getItem('notification_enable')).toBe('false');
  });

  it('a failure to get the token is only logged (seed §8)', async () => {
    saveSession({ token: 'tok', user: ana });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installPushFakes({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    const api = mockApi({ 'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } } });

    await expect(enableNotifications()).resolves.toBe('token-failed');
    expect(error).toHaveBeenCalledWith(
      'No se pudo obtener el token de notificaciones del dispositivo',
      expect.any(DOMException),
    );
    expect(api.callsTo('POST /api/user/save/player-id')).toHaveLength(0);
    expect(getDeviceToken()).toBeNull();
    // The permission was granted: the button stays.
    expect(localStorage.getItem('notification_enable')).toBe('true');
  });

  it('an API that refuses the subscription is a token failure too', async () => {
    saveSession({ token: 'tok', user: ana });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installPushFakes();
    mockApi({
      'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } },
      'POST /api/user/save/player-id': () => apiError('VALIDATION_ERROR', 'No admitido.', 400),
    });
    await expect(enableNotifications()).resolves.toBe('token-failed');
    expect(getDeviceToken()).toBeNull();
  });

  it('a guest keeps the subscription; it is sent after signing in', async () => {
    installPushFakes();
    const api = mockApi({ 'GET /api/notify/vapidPublicKey': { data: { publicKey: vapidKey } } });
    await expect(enableNotifications()).resolves.toBe('enabled');
    expect(api.callsTo('POST /api/user/save/player-id')).toHaveLength(0);
    expect(getDeviceToken()).toEqual(fakeSubscriptionJson);
  });
});

describe('syncPushSubscription (after sign-in, and when the browser renews it)', () => {
  it('does nothing until the person has allowed notifications', async () => {
    saveSession({ token: 'tok', user: ana });
    installPushFakes({ permission: 'default' });
    const api = mockApi({});
    await syncPushSubscription();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the existing subscription with POST when the API may not have it', async () => {
    saveSession({ token: 'tok', user: ana });
    const { pushManager } = installPushFakes({ permission: 'granted', existing: fakeSubscription() });
    const api = mockApi({ 'POST /api/user/save/player-id': ok });
    await syncPushSubscription();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/user/save/player-id')[0]?.body).toEqual({
      player_id: fakeSubscriptionJson,
    });
  });

  it('a renewed subscription replaces the old one with PUT user/update/player-id', async () => {
    saveSession({ token: 'tok', user: ana });
    setDeviceToken({ ...fakeSubscriptionJson, endpoint: 'https://fcm.googleapis.com/fcm/send/viejo' });
    installPushFakes({ permission: 'granted', existing: fakeSubscription() });
    const api = mockApi({
      'PUT /api/user/update/player-id': { data: { message: 'Suscripción actualizada.' } },
    });
    await syncPushSubscription();
    expect(api.callsTo('PUT /api/user/update/player-id')[0]?.body).toEqual({
      player_id: fakeSubscriptionJson,
      previous: 'https://fcm.googleapis.com/fcm/send/viejo',
    });
    expect(getDeviceToken()?.endpoint).toBe(fakeSubscriptionJson.endpoint);
  });
});

describe('forgetPushSubscription (logout)', () => {
  it('asks the API to forget this device and clears deviceToken', async () => {
    saveSession({ token: 'tok', user: ana });
    setDeviceToken(fakeSubscriptionJson);
    const api = mockApi({
      'DELETE /api/user/player-id': { data: { message: 'Este dispositivo ya no recibirá notificaciones.' } },
    });
    await forgetPushSubscription();
    expect(api.callsTo('DELETE /api/user/player-id')[0]?.body).toEqual({
      endpoint: fakeSubscriptionJson.endpoint,
    });
    expect(getDeviceToken()).toBeNull();
  });

  it('never stops the logout: a failure is logged', async () => {
    saveSession({ token: 'tok', user: ana });
    setDeviceToken(fakeSubscriptionJson);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'DELETE /api/user/player-id': () => apiError('INTERNAL', 'Algo ha fallado.', 500) });
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });

  it('without a stored subscription makes no call', async () => {
    saveSession({ token: 'tok', user: ana });
    const api = mockApi({});
    await forgetPushSubscription();
    expect(api.calls).toHaveLength(0);
  });
});
