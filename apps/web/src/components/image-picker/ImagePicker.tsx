import { Alert, Group, Image, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { type DefaultImageKind, useDefaultImages } from './default-images';
import classes from './ImagePicker.module.css';
import { UploadButton } from './UploadButton';
import { UploadProgress } from './UploadProgress';
import { uploadImage } from './upload-image';
import { useImageUpload } from './use-image-upload';

type ImagePickerProps = {
  /** Which default pictures to offer: the event's or the list's. */
  kind: DefaultImageKind;
  label: string;
  previewAlt: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
};

/**
 * The picture of an event or a list: one of ours (`configuracion/*DefaultImage`)
 * or the person's own photo, uploaded at once (`file/image`) so the form only
 * keeps its URL. The upload shows its progress, can be cancelled, and retries on
 * its own when the connection or the server fails for a moment (seed §8).
 */
export function ImagePicker({ kind, label, previewAlt, value, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const isLoggedIn = useIsLoggedIn();
  const defaults = useDefaultImages(kind);
  const {
    progress,
    error: uploadError,
    upload,
    cancel,
  } = useImageUpload({ send: uploadImage, onUploaded: onChange });
  const shown = value || defaults.data?.[0]?.url || '';

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text fw={500} size="sm" id={labelId}>
        {label}
      </Text>
      {shown ? (
        <Image src={shown} alt={previewAlt} radius="md" className={classes.preview} />
      ) : (
        <Skeleton className={classes.preview} radius="md" />
      )}
      <SimpleGrid cols={{ base: 4, sm: 8 }} spacing="xs">
        {(defaults.data ?? []).map((image) => {
          const selected = image.url === shown;
          return (
            <UnstyledButton
              key={image.id}
              className={classes.thumb}
              data-selected={selected || undefined}
              aria-pressed={selected}
              aria-label={image.name}
              onClick={() => onChange(image.url)}
            >
              <img src={image.url} alt="" />
              {selected ? <IconCheck className={classes.check} size={18} aria-hidden /> : null}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {progress !== null ? (
        <UploadProgress progress={progress} onCancel={cancel} />
      ) : !isLoggedIn ? (
        // Uploads belong to an account; a guest picks one of ours and can add a photo after signing in.
        <Text size="sm" c="dimmed">
          {t('imagePicker.signInToUpload')}
        </Text>
      ) : (
        <Group>
          <UploadButton onFile={upload}>{t('imagePicker.upload')}</UploadButton>
        </Group>
      )}
      {uploadError || error ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {uploadError ?? error}
        </Alert>
      ) : null}
    </Stack>
  );
}
