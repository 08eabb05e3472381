import { Anchor, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { AboutDetalle } from '../components/AboutDetalle';
import { AuthLayout } from '../components/AuthLayout';
import { LoginEmailForm } from '../components/LoginEmailForm';
import { SocialButtons } from '../components/SocialButtons';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useSignedInRedirect } from '../lib/use-signed-in-redirect';
import classes from './LoginPage.module.css';

/**
 * The mobile form brings libphonenumber's (large) metadata: it loads when the person picks
 * (or points at) the mobile tab, not before the page paints.
 */
const loadMobileForm = () => import('../components/LoginMobileForm');
const LoginMobileForm = lazy(() => loadMobileForm().then((m) => ({ default: m.LoginMobileForm })));
const preloadMobileForm = () => void loadMobileForm().catch(() => {});

/** `?modo=movil` keeps the mobile tab open across the visit to the `flag` page and a reload. */
const MODE_PARAM = 'modo';
type Mode = 'correo' | 'movil';

function useLoginMode() {
  const [search, setSearch] = useSearchParams();
  const mode: Mode = search.get(MODE_PARAM) === 'movil' ? 'movil' : 'correo';
  const setMode = (next: string) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'movil') params.set(MODE_PARAM, 'movil');
        else params.delete(MODE_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  return [mode, setMode] as const;
}

/** Under the form: no account yet (a person's or an organisation's)? Where to sign up. */
function LoginFooter({ registerHref }: { registerHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={registerHref} fw={600}>
          {t('auth.login.toRegister')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {t('auth.login.ong')}{' '}
        <Anchor component={Link} to={paths.registerOng.path}>
          {t('auth.login.toRegisterOng')}
        </Anchor>
      </Text>
    </>
  );
}

/**
 * `login`: by e-mail or by mobile, or with Google or Facebook; then on to where the person was going. Often a
 * visitor's first page, so it also says what Detalle is (a line under the title, then `AboutDetalle`).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useLoginMode();
  const { goOn, withNext } = useAfterSignIn();
  const alreadySignedIn = useSignedInRedirect();
  if (alreadySignedIn) return alreadySignedIn;

  const forgot = (
    <Group justify="flex-end">
      <Anchor component={Link} to={paths.forgetPassword.path} size="sm">
        {t('auth.login.forgot')}
      </Anchor>
    </Group>
  );

  return (
    <div className={classes.page}>
      <AuthLayout
        title={t('pages.login.title')}
        description={t('auth.login.description')}
        footer={<LoginFooter registerHref={withNext(paths.register.path)} />}
      >
        <Stack gap="lg">
          <SegmentedControl
            onPointerEnter={preloadMobileForm}
            onFocus={preloadMobileForm}
            fullWidth
            value={mode}
            onChange={setMode}
            aria-label={t('auth.login.modeLabel')}
            data={[
              { value: 'correo', label: t('auth.login.byEmail') },
              { value: 'movil', label: t('auth.login.byMobile') },
            ]}
          />
          {mode === 'movil' ? (
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" />
                </Center>
              }
            >
              <LoginMobileForm onSignedIn={goOn} extra={forgot} />
            </Suspense>
          ) : (
            <LoginEmailForm onSignedIn={goOn} extra={forgot} />
          )}
          <SocialButtons onSignedIn={goOn} />
        </Stack>
      </AuthLayout>
      <AboutDetalle />
    </div>
  );
}
