import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PasswordChanged } from '../components/PasswordChanged';
import { RecoveryCodeForm } from '../components/RecoveryCodeForm';
import { type RecoveryWho, RecoveryWhoForm } from '../components/RecoveryWhoForm';

type Step =
  | { name: 'who' }
  | { name: 'code'; who: RecoveryWho; notice: string }
  | { name: 'password'; who: RecoveryWho; code: string }
  | { name: 'done'; message: string };

const stepNumber = { who: 1, code: 2, password: 3 } as const;

/**
 * `forget-password`: e-mail or mobile → 6-digit code → new password. The first
 * answer is the API's neutral sentence: it never says whether the account exists.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'who' });
  const mode = search.get('modo') === 'movil' ? 'movil' : 'correo';

  const setMode = (next: string) => setSearch(next === 'movil' ? { modo: 'movil' } : {}, { replace: true });

  return (
    <AuthLayout
      title={t('pages.forgetPassword.title')}
      description={step.name === 'who' ? t('pages.forgetPassword.description') : undefined}
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login.path}>
            {t('auth.recovery.backToLogin')}
          </Anchor>
        </Text>
      }
    >
      <Stack gap="md">
        {step.name !== 'done' ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('auth.recovery.stepOf', { step: stepNumber[step.name], total: 3 })}
            </Text>
            <Title order={2} size="h3">
              {t(`auth.recovery.steps.${step.name}`)}
            </Title>
          </Stack>
        ) : null}

        {step.name === 'who' ? (
          <RecoveryWhoForm
            mode={mode}
            onModeChange={setMode}
            onSent={(who, notice) => setStep({ name: 'code', who, notice })}
          />
        ) : null}

        {step.name === 'code' ? (
          <>
            <Alert variant="light" role="status" icon={<IconMailForward aria-hidden />}>
              {step.notice}
            </Alert>
            <RecoveryCodeForm
              who={step.who}
              onVerified={(code) => setStep({ name: 'password', who: step.who, code })}
              onResent={(notice) => setStep({ ...step, notice })}
              onStartOver={() => setStep({ name: 'who' })}
            />
          </>
        ) : null}

        {step.name === 'password' ? (
          <NewPasswordForm
            proof={{ ...step.who, code: step.code }}
            onDone={(message) => setStep({ name: 'done', message })}
          />
        ) : null}

        {step.name === 'done' ? <PasswordChanged message={step.message} /> : null}
      </Stack>
    </AuthLayout>
  );
}
