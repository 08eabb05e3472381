import type { DrawDetail } from '@detalle/contract';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSetWishList } from '../api/set-wish-list';

export type OwnList = { id: string; name: string };

/** The list my giver will see with my name: one of mine, or a new one. */
export function WishListChooser({ draw, lists }: { draw: DrawDetail; lists: OwnList[] }) {
  const { t } = useTranslation();
  const save = useSetWishList(draw.id);
  return (
    <Stack gap={6}>
      <Select
        label={t('draws.wishList.label')}
        description={t('draws.wishList.hint')}
        data={[
          { value: '', label: t('draws.wishList.none') },
          ...lists.map((l) => ({ value: l.id, label: l.name })),
        ]}
        value={draw.myWishListId ?? ''}
        onChange={(v) =>
          save.mutate(v || null, {
            onSuccess: () => showToast({ message: t('draws.wishList.saved'), tone: 'success' }),
          })
        }
        allowDeselect={false}
        disabled={save.isPending}
      />
      <Text size="sm">
        <Anchor component={Link} to={paths.crearLista.path}>
          {t('draws.wishList.create')}
        </Anchor>
      </Text>
    </Stack>
  );
}
