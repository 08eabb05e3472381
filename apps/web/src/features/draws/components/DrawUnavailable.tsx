import { Button } from '@mantine/core';
import { IconGiftOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

export function DrawUnavailable() {
  const { t } = useTranslation();
  return (
    <Unavailable icon={IconGiftOff} title={t('draws.unavailable')} description={t('draws.unavailableHint')}>
      <Button component={Link} to={paths.amigoInvisible.path}>
        {t('draws.backToList')}
      </Button>
    </Unavailable>
  );
}
