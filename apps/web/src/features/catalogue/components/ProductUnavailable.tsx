import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconGiftOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

/** A 404 from `product/get`: the product left the catalogue or the link is wrong; two ways on. */
export function ProductUnavailable() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={560} py="md">
      <ThemeIcon size={60} variant="light" color="gray">
        <IconGiftOff size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('catalogue.notFound.title')}</Title>
      <Text c="dimmed">{t('catalogue.notFound.description')}</Text>
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
    </Stack>
  );
}
