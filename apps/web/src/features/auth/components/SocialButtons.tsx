import { Alert, Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconBrandFacebookFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { useSocialConfig } from '../api/get-social-config';
import { useLoginFacebook } from '../api/login-facebook';
import { useLoginGoogle } from '../api/login-google';
import { facebookLogin, loadFacebook, renderGoogleButton } from '../lib/social-sdks';

type SignedIn = () => void;

/** Under a sign-in button: why it cannot be used here, and why signing in with it failed. */
function SocialTrouble({ unavailable, error }: { unavailable: string | null; error: unknown }) {
  return (
    <>
      {unavailable ? (
        <Text size="sm" c="dimmed">
          {unavailable}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      ) : null}
    </>
  );
}

function GoogleButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const { ref: sizeRef, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const login = useLoginGoogle();
  // The callback outlives renders inside Google's SDK; read the latest handlers through a ref.
  const latest = useRef({ mutate: login.mutate, onSignedIn });
  latest.current = { mutate: login.mutate, onSignedIn };

  useEffect(() => {
    const parent = target.current;
    if (!parent || width === 0 || state !== 'loading') return;
    renderGoogleButton(parent, {
      clientId,
      width,
      onToken: (token) => latest.current.mutate(token, { onSuccess: () => latest.current.onSignedIn() }),
    }).then(
      () => setState('ready'),
      () => setState('failed'),
    );
  }, [clientId, width, state]);

  return (
    <Stack gap={6} ref={sizeRef}>
      {state === 'loading' ? <Skeleton height={44} radius="xl" /> : null}
      <div
        ref={target}
        style={{ display: 'flex', justifyContent: 'center', minHeight: state === 'ready' ? 44 : 0 }}
      />
      <SocialTrouble
        unavailable={state === 'failed' ? t('auth.social.googleUnavailable') : null}
        error={login.isError ? login.error : null}
      />
    </Stack>
  );
}

type FacebookSdk = Awaited<ReturnType<typeof loadFacebook>>;

function FacebookButton({ appId, onSignedIn }: { appId: string; onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [failed, setFailed] = useState(false);
  const login = useLoginFacebook();

  // Loaded ahead, so `FB.login` runs inside the click and the browser lets the window open.
  useEffect(() => {
    let live = true;
    loadFacebook(appId).then(
      (loaded) => live && setSdk(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [appId]);

  const signIn = async () => {
    if (!sdk) return;
    const token = await facebookLogin(sdk);
    if (token) login.mutate(token, { onSuccess: onSignedIn });
  };

  return (
    <Stack gap={6}>
      <Button
        fullWidth
        size="md"
        color="#1877F2"
        leftSection={<IconBrandFacebookFilled size={20} aria-hidden />}
        onClick={() => void signIn()}
        disabled={!sdk}
        loading={login.isPending}
      >
        {t('auth.social.facebook')}
      </Button>
      <SocialTrouble
        unavailable={failed ? t('auth.social.facebookUnavailable') : null}
        error={login.isError ? login.error : null}
      />
    </Stack>
  );
}

/**
 * "Continuar con Google" and "Continuar con Facebook", only for the providers
 * this server has configured (`user/socialConfig`); nothing at all otherwise.
 */
export function SocialButtons({ onSignedIn }: { onSignedIn: SignedIn }) {
  const { t } = useTranslation();
  const config = useSocialConfig();
  const google = config.data?.google;
  const facebook = config.data?.facebook;
  if (!google && !facebook) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('auth.social.divider')} labelPosition="center" />
      {google ? <GoogleButton clientId={google.clientId} onSignedIn={onSignedIn} /> : null}
      {facebook ? <FacebookButton appId={facebook.appId} onSignedIn={onSignedIn} /> : null}
    </Stack>
  );
}
