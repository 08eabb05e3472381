import type { PersonSummary } from '@detalle/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconListDetails, IconSend, IconUserMinus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { friendListsHref, sendMoneyHref } from '@/lib/paths';
import { useBlockPerson } from '../api/block-person';
import { useRemoveFriend } from '../api/remove-friend';
import { fullName } from './PersonRow';

/** "…" next to a person: their lists, "Enviar dinero" and stop being friends (only with a friend), and block, each after asking. */
export function PersonMenu({ person, isFriend }: { person: PersonSummary; isFriend: boolean }) {
  const { t } = useTranslation();
  const remove = useRemoveFriend();
  const block = useBlockPerson();
  const navigate = useNavigate();
  const name = fullName(person);

  const onRemove = async () => {
    const ok = await confirmAction({
      title: t('friends.remove.title', { name }),
      message: t('friends.remove.message', { name }),
      confirmLabel: t('friends.remove.confirm'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(person.id, {
      onSuccess: (message) => showToast({ message, tone: 'success' }),
    });
  };

  const onBlock = async () => {
    const ok = await confirmAction({
      title: t('friends.block.title', { name }),
      message: t('friends.block.message'),
      confirmLabel: t('friends.block.confirm'),
      danger: true,
    });
    if (!ok) return;
    block.mutate(person.id, {
      onSuccess: (message) => showToast({ message, tone: 'success', autoClose: 3000 }),
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('friends.menu', { name })}
          loading={remove.isPending || block.isPending}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isFriend ? (
          <Menu.Item
            leftSection={<IconListDetails size={16} aria-hidden />}
            onClick={() => navigate(friendListsHref(person.id), { state: { friendName: name } })}
          >
            {t('friends.seeLists')}
          </Menu.Item>
        ) : null}
        {isFriend ? (
          <Menu.Item
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => navigate(sendMoneyHref(person.id))}
          >
            {t('friends.sendMoney')}
          </Menu.Item>
        ) : null}
        {isFriend ? (
          <Menu.Item leftSection={<IconUserMinus size={16} aria-hidden />} onClick={() => void onRemove()}>
            {t('friends.remove.action')}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => void onBlock()}>
          {t('friends.block.action')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
