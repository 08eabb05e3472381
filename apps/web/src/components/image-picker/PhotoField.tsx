import { Alert, Button, Group, Image, Input, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { UploadButton } from './UploadButton';
import { UploadProgress } from './UploadProgress';
import { uploadImage } from './upload-image';
import { useImageUpload } from './use-image-upload';

export type PhotoFieldProps = {
  value: string;
  onChange: (url: string) => void;
  /** True while a photo is on its way, so the form waits for it. */
  onUploadingChange?: (uploading: boolean) => void;
  label: string;
  description?: string;
  /** The preview's alternative text. */
  alt: string;
  changeLabel: string;
  removeLabel: string;
};

/**
 * An optional photo (a product typed by hand, a dependent's face): uploaded at once (`file/image`, with
 * progress, cancel and the storage client's retries) so the form keeps only its URL.
 */
export function PhotoField({
  value,
  onChange,
  onUploadingChange,
  label,
  description,
  alt,
  changeLabel,
  removeLabel,
}: PhotoFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { progress, error, upload, cancel } = useImageUpload({
    send: uploadImage,
    onUploaded: onChange,
    onUploadingChange,
  });

  const body =
    progress !== null ? (
      <UploadProgress progress={progress} onCancel={cancel} />
    ) : (
      <Group gap="xs">
        <UploadButton onFile={upload}>{value ? changeLabel : t('imagePicker.upload')}</UploadButton>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange('')}
          >
            {removeLabel}
          </Button>
        ) : null}
      </Group>
    );

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <div>
        <Input.Label labelElement="div" id={labelId}>
          {label}
        </Input.Label>
        {description ? <Input.Description>{description}</Input.Description> : null}
      </div>
      {value ? <Image src={value} alt={alt} radius="md" w={120} h={120} fit="cover" /> : null}
      {body}
      {error ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
