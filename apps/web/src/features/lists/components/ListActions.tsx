import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconCopy, IconEdit, IconFileImport, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { ShareButtons } from '@/components/share/ShareButtons';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeleteList } from '../api/delete-list';
import type { ListDetail } from '../api/get-list';
import { useCopyList } from '../api/save-list';
import { editListHref, importGiftsHref, listHref } from '../lib/paths';
import { shareList, showListQr } from '../lib/share-list';
import classes from './ListActions.module.css';
import { useShareList } from './use-share-list';

/**
 * An owner: edit, share, QR (asking first when the link would not open for others), and, for the owner who receives
 * its money, delete (asked first). Another owner leaves it instead, from «Quién la lleva».
 */
function OwnerActions({ list }: { list: ListDetail }) {
  const { t } = useTranslation();
  const iReceive = useSession().user?.id === list.owner.id;
  const navigate = useNavigate();
  const remove = useDeleteList();
  const sharing = useShareList(list);

  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('lists.delete.title'),
      message: t('lists.delete.message', { name: list.name }),
      confirmLabel: t('lists.delete.confirm'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(list.id, {
      onSuccess: () => {
        showToast({ message: t('lists.delete.done'), tone: 'success' });
        navigate(paths.lista.path, { replace: true });
      },
    });
  };

  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <Button
        component={Link}
        to={editListHref(list.id)}
        variant="default"
        leftSection={<IconEdit size={18} aria-hidden />}
      >
        {t('lists.actions.edit')}
      </Button>
      <Button
        component={Link}
        to={importGiftsHref(list.id)}
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        // Half a phone's width holds one word: the whole name is read out.
        aria-label={t('lists.actions.import')}
      >
        {t('lists.actions.importShort')}
      </Button>
      <ShareButtons onShare={sharing.share} onQr={sharing.qr} />
      {iReceive ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('lists.actions.delete')}
        </Button>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * Someone else's list: share it, and (signed in) copy it into a private list of mine. A friend sharing a
 * friends-only list is told who can open the link, since they cannot change it.
 */
function VisitorActions({ list, signedIn }: { list: ListDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyList();
  const onCopy = () =>
    copy.mutate(list.id, {
      onSuccess: (mine) => {
        showToast({ message: t('lists.copy.done'), tone: 'success' });
        navigate(listHref(mine.id));
      },
    });
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <ShareButtons onShare={() => shareList(list)} onQr={() => showListQr(list)} />
        {signedIn ? (
          <Button
            variant="default"
            className={classes.wide}
            leftSection={<IconCopy size={18} aria-hidden />}
            loading={copy.isPending}
            onClick={onCopy}
          >
            {t('lists.actions.copy')}
          </Button>
        ) : null}
      </SimpleGrid>
      {list.visibility === 'friends' ? (
        <Text size="sm" c="dimmed">
          {t('lists.actions.friendsShareHint', { name: list.owner.name })}
        </Text>
      ) : null}
    </>
  );
}

export function ListActions({ list, signedIn }: { list: ListDetail; signedIn: boolean }) {
  return list.isMine ? <OwnerActions list={list} /> : <VisitorActions list={list} signedIn={signedIn} />;
}
