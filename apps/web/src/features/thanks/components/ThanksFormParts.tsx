import { CloseButton, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { UploadButton } from '@/components/image-picker/UploadButton';
import { UploadProgress } from '@/components/image-picker/UploadProgress';
import type { useImageUpload } from '@/components/image-picker/use-image-upload';
import { Sticker, stickerIds } from '@/components/stickers/stickers';
import { useTranslation } from '@/i18n';
import classes from './Thanks.module.css';

/** One of our stickers, as a group of radio buttons. */
export function StickerPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const stickerLabel = useId();
  return (
    <Stack gap={6} role="radiogroup" aria-labelledby={stickerLabel}>
      <Text fw={500} size="sm" id={stickerLabel}>
        {t('thanks.form.sticker')}
      </Text>
      <SimpleGrid cols={4} spacing="xs">
        {stickerIds.map((id) => (
          <UnstyledButton
            key={id}
            role="radio"
            aria-checked={value === id}
            className={classes.sticker}
            data-selected={value === id || undefined}
            onClick={() => onChange(id)}
          >
            <Sticker id={id} size={56} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The optional photo: the one uploaded (and a way to remove it), the upload under way, or the button. */
export function ThanksPhoto({
  image,
  photo,
  onRemove,
  error,
}: {
  image: string;
  photo: ReturnType<typeof useImageUpload<unknown>>;
  onRemove: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {image ? (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Image src={image} alt={t('thanks.form.photoAlt')} radius="md" className={classes.photo} />
          <CloseButton aria-label={t('thanks.form.removePhoto')} onClick={onRemove} />
        </Group>
      ) : photo.progress !== null ? (
        <UploadProgress progress={photo.progress} onCancel={photo.cancel} />
      ) : (
        <Group gap="xs">
          <UploadButton onFile={photo.upload}>{t('thanks.form.photo')}</UploadButton>
          <Text size="xs" c="dimmed">
            {t('thanks.form.photoHint')}
          </Text>
        </Group>
      )}
      {photo.error ? (
        <Text size="sm" c="red" role="alert">
          {photo.error}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
