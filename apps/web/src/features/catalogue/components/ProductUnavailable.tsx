import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconGiftOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** A 404 from `product/get`: the product left the catalogue or the link is wrong; two ways on. */
export function ProductUnavailable() {
  const { t } = useTranslation();
  return (
    <Unavailable
      icon={IconGiftOff}
      title={t('catalogue.notFound.title')}
      description={t('catalogue.notFound.description')}
    >
      <Group gap="sm">
        <Button component={Link} to={paths.categoria.path}>
          {t('catalogue.notFound.browse')}
        </Button>
        <Button
          component={Link}
          to={paths.home.path}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('catalogue.notFound.home')}
        </Button>
      </Group>
    </Unavailable>
  );
}
