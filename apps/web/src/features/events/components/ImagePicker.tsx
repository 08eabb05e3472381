import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useEventDefaultImages } from '../api/get-default-images';
import { IMAGE_MAX_BYTES, useUploadImage } from '../api/upload-image';
import classes from './ImagePicker.module.css';

type ImagePickerProps = {
  value: string;
  onChange: (url: string) => void;
  error?: string;
};

/**
 * The event's picture: one of ours (`configuracion/eventDefaultImage`) or the
 * person's own photo, uploaded at once (`file/image`) so the form only keeps its URL.
 */
export function ImagePicker({ value, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const defaults = useEventDefaultImages();
  const upload = useUploadImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = value || defaults.data?.[0]?.url || '';

  const onFile = (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setUploadError(t('events.form.imageNotImage'));
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(t('events.form.imageTooBig'));
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (e) => setUploadError(isApiError(e) ? e.message : t('errors.unexpected')),
    });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="evento-imagen">
      <Text fw={500} size="sm" id="evento-imagen">
        {t('events.form.image')}
      </Text>
      {shown ? (
        <Image src={shown} alt={t('events.form.imagePreview')} radius="md" className={classes.preview} />
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
      <Group>
        <FileButton onChange={onFile} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
          {(props) => (
            <Button
              {...props}
              variant="default"
              radius="xl"
              size="sm"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('events.form.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadError || error ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {uploadError ?? error}
        </Alert>
      ) : null}
    </Stack>
  );
}
