import { Alert, Button, Group, Image, Input, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadButton } from '@/components/image-picker/UploadButton';
import { UploadProgress } from '@/components/image-picker/UploadProgress';
import { useImageUpload } from '@/components/image-picker/use-image-upload';

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
  const { progress, error, upload, cancel } = useImageUpload({ onUploaded: onChange, onUploadingChange });

  const body =
    progress !== null ? (
      <UploadProgress progress={progress} onCancel={cancel} />
    ) : (
      <Group gap="xs">
        <UploadButton onFile={upload}>
          {value ? t('gifts.hand.changePhoto') : t('imagePicker.upload')}
        </UploadButton>
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
