import { Alert, Button, FileButton, Group, Image, Input, Progress, Stack } from '@mantine/core';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, uploadImage } from '@/components/image-picker/upload-image';
import { isApiError } from '@/lib/api';

type ProductPhotoFieldProps = {
  value: string;
  onChange: (url: string) => void;
  /** True while a photo is on its way, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * An optional photo of a product typed by hand: uploaded at once (`file/image`,
 * with progress, cancel and the storage client's retries) so the form keeps only its URL.
 */
export function ProductPhotoField({ value, onChange, onUploadingChange }: ProductPhotoFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Closing the form cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const onFile = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('imagePicker.notImage'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('imagePicker.tooBig'));
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadImage(file, { signal: current.signal, onProgress: setProgress }));
    } catch (e) {
      if (!current.signal.aborted) setError(isApiError(e) ? e.message : t('errors.unexpected'));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  let body = null;
  if (progress !== null) {
    const percent = Math.round(progress * 100);
    body = (
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={percent}
          aria-label={t('imagePicker.progress', { percent })}
          flex={1}
          radius="xl"
          animated
        />
        <Button
          variant="subtle"
          size="xs"
          radius="xl"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => controller.current?.abort()}
        >
          {t('imagePicker.cancel')}
        </Button>
      </Group>
    );
  } else {
    body = (
      <Group gap="xs">
        <FileButton onChange={onFile} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
          {(props) => (
            <Button
              {...props}
              variant="default"
              radius="xl"
              size="sm"
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {value ? t('gifts.hand.changePhoto') : t('imagePicker.upload')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange('')}
          >
            {t('gifts.hand.removePhoto')}
          </Button>
        ) : null}
      </Group>
    );
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <div>
        <Input.Label labelElement="div" id={labelId}>
          {t('gifts.hand.photo')}
        </Input.Label>
        <Input.Description>{t('gifts.hand.photoHint')}</Input.Description>
      </div>
      {value ? (
        <Image src={value} alt={t('gifts.hand.photoAlt')} radius="md" w={120} h={120} fit="cover" />
      ) : null}
      {body}
      {error ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
