import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { type DefaultImageKind, useDefaultImages } from './default-images';
import classes from './ImagePicker.module.css';
import { IMAGE_MAX_BYTES, uploadImage } from './upload-image';

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
  const { isLoggedIn } = useSession();
  const defaults = useDefaultImages(kind);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const shown = value || defaults.data?.[0]?.url || '';

  // Leaving the form cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const onFile = async (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setUploadError(t('imagePicker.notImage'));
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(t('imagePicker.tooBig'));
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      onChange(await uploadImage(file, { signal: current.signal, onProgress: setProgress }));
    } catch (e) {
      if (!current.signal.aborted) setUploadError(isApiError(e) ? e.message : t('errors.unexpected'));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  const uploading = progress !== null;

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
      {uploading ? (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={Math.round(progress * 100)}
            aria-label={t('imagePicker.progress', { percent: Math.round(progress * 100) })}
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
      ) : !isLoggedIn ? (
        // Uploads belong to an account; a guest picks one of ours and can add a photo after signing in.
        <Text size="sm" c="dimmed">
          {t('imagePicker.signInToUpload')}
        </Text>
      ) : (
        <Group>
          <FileButton onChange={onFile} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                radius="xl"
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t('imagePicker.upload')}
              </Button>
            )}
          </FileButton>
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
