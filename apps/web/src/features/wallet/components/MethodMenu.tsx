import type { PaymentMethod } from '@detalle/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconStar, IconTrash } from '@tabler/icons-react';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useSetDefaultMethod } from '../api/set-default-method';
import { brandName } from './MethodRow';
import { useRemoveMethod } from './use-remove-method';

/** "…" next to a saved method: make it the default, remove it. */
export function MethodMenu({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const makeDefault = useSetDefaultMethod();
  const remove = useRemoveMethod();
  const name = `${brandName(method.brand)} ${method.masked}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('wallet.methods.menu', { name })}
          loading={makeDefault.isPending || remove.pendingId === method.id}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {method.isDefault ? null : (
          <Menu.Item
            leftSection={<IconStar size={16} aria-hidden />}
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: () => showToast({ message: t('wallet.methods.defaultSet'), tone: 'success' }),
              })
            }
          >
            {t('wallet.methods.makeDefault')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void remove.ask(method)}
        >
          {t('wallet.methods.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
