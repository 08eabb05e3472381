import type { Profile } from '@detalle/contract';
import { Avatar, Box, Button, FileButton, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { UploadProgress } from '@/components/image-picker/UploadProgress';
import { useImageUpload } from '@/components/image-picker/use-image-upload';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { profileKeys } from '@/lib/query-keys';
import { useUpdateProfile } from '../api/update-profile';
import { uploadPhoto } from '../api/upload-photo';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/** "Quitar foto", confirmed first; its error stays until the next choice. */
function useRemovePhoto() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
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
  return { remove, removing: update.isPending, error, clearError: () => setError(null) };
}

/** The round photo (or initials), dimmed with a spinner while a new one uploads. */
function PhotoAvatar({ src, name, uploading }: { src: string | null; name: string; uploading: boolean }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" style={{ borderRadius: '50%', overflow: 'hidden' }}>
      <Avatar
        src={src}
        alt={src ? t('profile.photo.alt', { name }) : undefined}
        name={name}
        color="coral"
        size={112}
        radius={112}
      />
      {uploading ? (
        <Overlay backgroundOpacity={0.45} center radius={112}>
          <Loader color="white" size="sm" aria-label={t('profile.photo.uploading')} />
        </Overlay>
      ) : null}
    </Box>
  );
}

/**
 * Photo with a local preview while it uploads (progress, "Cancelar", retries: the one upload
 * client); the API's re-encoded copy replaces it afterwards.
 */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const photo = useImageUpload({
    send: uploadPhoto,
    onUploaded: (saved: Profile) => {
      queryClient.setQueryData(profileKeys.mine, saved);
      showToast({ message: t('profile.photo.saved'), tone: 'success' });
    },
  });
  const removal = useRemovePhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const fullName = `${profile.name} ${profile.lastname}`.trim();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // Cleared after each choice, so the same photo can be chosen again after "Cancelar".
  const resetInput = useRef<() => void>(null);

  const choose = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    removal.clearError();
    setPreview(URL.createObjectURL(file));
    void photo.upload(file).finally(() => setPreview(null));
  };

  const shown = preview ?? profile.image;
  const uploading = photo.progress !== null;
  const shownError = photo.error ?? removal.error;

  return (
    <Stack gap="sm" align="center">
      <PhotoAvatar src={shown} name={fullName} uploading={uploading} />
      <Group gap="xs" justify="center">
        <FileButton
          onChange={choose}
          accept={ACCEPT}
          resetRef={resetInput}
          inputProps={{ 'aria-label': t('profile.photo.input') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconCamera size={18} aria-hidden />}
              loading={uploading}
            >
              {profile.image ? t('profile.photo.change') : t('profile.photo.add')}
            </Button>
          )}
        </FileButton>
        {profile.image ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => void removal.remove()}
            loading={removal.removing}
          >
            {t('profile.photo.remove')}
          </Button>
        ) : null}
      </Group>
      {photo.progress !== null ? <UploadProgress progress={photo.progress} onCancel={photo.cancel} /> : null}
      {shownError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
