import { loadScript } from './load-script';

/** The small parts of Google Identity Services and the Facebook SDK that we use. */
type GoogleCredentialResponse = { credential?: string };
type GoogleId = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};
type FacebookLoginResponse = { status?: string; authResponse?: { accessToken?: string } | null };
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SDK = 'https://connect.facebook.net/es_ES/sdk.js';
const FACEBOOK_GRAPH_VERSION = 'v21.0';

/**
 * Renders Google's own "Continuar con Google" button into `parent`. Google only
 * hands out an ID token through its button (or One Tap), so the button is theirs;
 * `onToken` receives the ID token for `user/loginGoogle`.
 */
export async function renderGoogleButton(
  parent: HTMLElement,
  { clientId, width, onToken }: { clientId: string; width: number; onToken: (idToken: string) => void },
): Promise<void> {
  await loadScript(GOOGLE_SDK);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services no está disponible');
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => {
      if (response.credential) onToken(response.credential);
    },
  });
  id.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    logo_alignment: 'center',
    locale: 'es',
    width: Math.min(400, Math.max(200, Math.round(width))),
  });
}

let facebookReady: Promise<FacebookSdk> | null = null;

/** Loads and initialises the Facebook SDK once. */
export function loadFacebook(appId: string): Promise<FacebookSdk> {
  facebookReady ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      if (!window.FB) return reject(new Error('El SDK de Facebook no está disponible'));
      window.FB.init({ appId, version: FACEBOOK_GRAPH_VERSION, cookie: false, xfbml: false });
      resolve(window.FB);
    };
    loadScript(FACEBOOK_SDK).catch((error: unknown) => {
      facebookReady = null;
      reject(error);
    });
  });
  return facebookReady;
}

/**
 * Opens Facebook's login window. Must run inside the click handler (with the SDK
 * already loaded), or the browser blocks the pop-up. Resolves with the access
 * token, or null when the person closed the window.
 */
export function facebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'public_profile,email',
    });
  });
}
