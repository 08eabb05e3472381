import type { Profile } from '@detalle/contract';
import { IMAGE_MAX_BYTES } from '@detalle/contract';
import { Avatar, Box, Button, FileButton, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { errorText } from '@/lib/api';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadPhoto } from '../api/upload-photo';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/** Photo with a local preview while it uploads; the API's re-encoded copy replaces it afterwards. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const update = useUpdateProfile();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fullName = `${profile.name} ${profile.lastname}`.trim();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setError(t('profile.photo.tooBig'));
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => showToast({ message: t('profile.photo.saved'), tone: 'success' }),
      onError: (err) => setError(errorText(err)),
      onSettled: () => setPreview(null),
    });
  };

  const remove = async () => {
    const ok = await confirmAction({
      title: t('profile.photo.removeTitle'),
      message: t('profile.photo.removeMessage'),
      confirmLabel: t('profile.photo.remove'),
      danger: true,
    });
    if (!ok) return;
    setError(null);
    update.mutate({ image: null }, { onError: (err) => setError(errorText(err)) });
  };

  const shown = preview ?? profile.image;

  return (
    <Stack gap="sm" align="center">
      <Box pos="relative" style={{ borderRadius: '50%', overflow: 'hidden' }}>
        <Avatar
          src={shown}
          alt={shown ? t('profile.photo.alt', { name: fullName }) : undefined}
          name={fullName}
          color="coral"
          size={112}
          radius={112}
        />
        {upload.isPending ? (
          <Overlay backgroundOpacity={0.45} center radius={112}>
            <Loader color="white" size="sm" aria-label={t('profile.photo.uploading')} />
          </Overlay>
        ) : null}
      </Box>
      <Group gap="xs" justify="center">
        <FileButton onChange={choose} accept={ACCEPT} inputProps={{ 'aria-label': t('profile.photo.input') }}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              radius="xl"
              leftSection={<IconCamera size={18} aria-hidden />}
              loading={upload.isPending}
            >
              {profile.image ? t('profile.photo.change') : t('profile.photo.add')}
            </Button>
          )}
        </FileButton>
        {profile.image ? (
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => void remove()}
            loading={update.isPending}
          >
            {t('profile.photo.remove')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
