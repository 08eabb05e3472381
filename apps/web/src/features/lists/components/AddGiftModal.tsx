import type { Gift } from '@detalle/contract';
import { Button, Group, Modal, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconLink, IconPencil, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import classes from './AddGiftModal.module.css';
import { CatalogueTab } from './CatalogueTab';
import { HandTab } from './HandTab';
import { LinkTab } from './LinkTab';

type AddedPanelProps = { gift: Gift; onAnother: () => void; onDone: () => void };

/** After adding: say so, then add another one or go back to the list. */
function AddedPanel({ gift, onAnother, onDone }: AddedPanelProps) {
  const { t } = useTranslation();
  const another = useRef<HTMLButtonElement>(null);
  useEffect(() => another.current?.focus(), []);
  return (
    <Stack align="center" gap="sm" py="lg" ta="center" role="status">
      <ThemeIcon size={48} color="teal" variant="light">
        <IconCheck size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600} size="lg" className={classes.added}>
        {t('gifts.addModal.addedTitle', { name: gift.product.name })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('gifts.addModal.addedHint')}
      </Text>
      <Group gap="xs" justify="center" mt="xs">
        <Button ref={another} onClick={onAnother}>
          {t('gifts.addModal.another')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('gifts.addModal.done')}
        </Button>
      </Group>
    </Stack>
  );
}

type AddGiftContentProps = { listId: string; onClose: () => void; onAdded?: (gift: Gift) => void };

function AddGiftContent({ listId, onClose, onAdded: tellList }: AddGiftContentProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('catalogue');
  const [added, setAdded] = useState<Gift | null>(null);
  const [handUrl, setHandUrl] = useState<string | undefined>(undefined);
  const tabs = useRef<HTMLDivElement>(null);

  const onAdded = (gift: Gift) => {
    showToast({ message: t('gifts.addModal.added'), tone: 'success' });
    setAdded(gift);
    tellList?.(gift);
  };

  const another = () => {
    setAdded(null);
    requestAnimationFrame(() =>
      tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };

  return (
    <>
      {added ? <AddedPanel gift={added} onAnother={another} onDone={onClose} /> : null}
      {/* Hidden rather than unmounted, so a search or a half-typed product survives "Añadir otro". */}
      <div ref={tabs} hidden={added !== null}>
        <Tabs value={tab} onChange={setTab} keepMounted classNames={{ tab: classes.tab }}>
          <Tabs.List grow aria-label={t('gifts.addModal.tabs')}>
            <Tabs.Tab value="catalogue" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('gifts.addModal.catalogue')}
            </Tabs.Tab>
            <Tabs.Tab value="link" leftSection={<IconLink size={16} aria-hidden />}>
              {t('gifts.addModal.link')}
            </Tabs.Tab>
            <Tabs.Tab value="hand" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('gifts.addModal.hand')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="catalogue" pt="md">
            <CatalogueTab listId={listId} onAdded={onAdded} />
          </Tabs.Panel>
          <Tabs.Panel value="link" pt="md">
            <LinkTab
              listId={listId}
              onAdded={onAdded}
              onByHand={(url) => {
                setHandUrl(url);
                setTab('hand');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="hand" pt="md">
            <HandTab listId={listId} onAdded={onAdded} url={handUrl} />
          </Tabs.Panel>
        </Tabs>
      </div>
    </>
  );
}

type AddGiftModalProps = {
  listId: string;
  opened: boolean;
  onClose: () => void;
  /** Each gift added, as the server answered it. */
  onAdded?: (gift: Gift) => void;
};

/** "Añadir regalo": from the catalogue, from a shop's link or typed by hand; full screen on phones. */
export function AddGiftModal({ listId, opened, onClose, onAdded }: AddGiftModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('gifts.addModal.title')}
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      size="lg"
      centered={!phone}
    >
      {/* Mounted only while open: each opening starts on a clean catalogue search. */}
      {opened ? <AddGiftContent listId={listId} onClose={onClose} onAdded={onAdded} /> : null}
    </Modal>
  );
}
