import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { useWalletConfig } from '../api/get-wallet-config';

/** On every money screen while the test-mode provider runs: nothing here moves real money. */
export function TestModeNotice() {
  const { t } = useTranslation();
  const config = useWalletConfig();
  if (!config.data?.testMode) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={20} aria-hidden />}
      className="wallet-test-mode"
    >
      {t('wallet.testMode')}
    </Alert>
  );
}
