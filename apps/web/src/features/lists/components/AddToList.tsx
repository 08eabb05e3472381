import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLogin2, IconPlaylistAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { hrefTo, loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { AddToListForm } from './AddToListForm';

/**
 * "Añadir a una lista": signed in, a modal to pick one of my lists; afterwards a
 * note here keeps the way to that list (the toast is gone in a moment). A guest
 * is asked to sign in and comes back to this product.
 */
export function AddToList({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<{ listId: string; name: string } | null>(null);

  if (!isLoggedIn) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t('catalogue.addToList.guest')}</Text>
        <Button
          component={Link}
          to={loginHref(`${location.pathname}${location.search}`)}
          size="md"
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('catalogue.addToList.login')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        size="md"
        leftSection={<IconPlaylistAdd size={20} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('catalogue.addToList.open')}
      </Button>
      {added ? (
        <Alert color="teal" variant="light" radius="md" icon={<IconCircleCheck aria-hidden />} p="sm">
          <Text size="sm">
            {t('catalogue.addToList.addedNote', { list: added.name })}{' '}
            <Anchor component={Link} to={hrefTo('homeItem', { id: added.listId, type: 'lista' })} size="sm">
              {t('catalogue.addToList.seeList')}
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('catalogue.addToList.title')}
        centered
        radius="lg"
      >
        {/* Mounted only while open, so each opening starts with a clean form. */}
        {opened ? (
          <AddToListForm
            productId={productId}
            onCancel={() => setOpened(false)}
            onAdded={(gift, name) => {
              setOpened(false);
              setAdded({ listId: gift.listId, name });
              showToast({ message: t('catalogue.addToList.added', { list: name }), tone: 'success' });
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
