import { Button } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** A card, account or receipt that does not exist or is not mine (a 404): the same words for both. */
export function WalletUnavailable({ what }: { what: 'method' | 'receipt' }) {
  const { t } = useTranslation();
  usePageTitle(t(`wallet.unavailable.${what}`));
  return (
    <Unavailable
      icon={IconCreditCardOff}
      title={t(`wallet.unavailable.${what}`)}
      description={t('wallet.unavailable.description')}
    >
      <Button component={Link} to={paths.billetera.path} w="fit-content">
        {t('wallet.unavailable.back')}
      </Button>
    </Unavailable>
  );
}
