import {
  type ReceivedGift,
  THANKS_MESSAGE_MAX,
  type ThankStickerId,
  thanksInputSchema,
} from '@detalle/contract';
import {
  Button,
  CloseButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { UploadButton } from '@/components/image-picker/UploadButton';
import { UploadProgress } from '@/components/image-picker/UploadProgress';
import { uploadImage } from '@/components/image-picker/upload-image';
import { useImageUpload } from '@/components/image-picker/use-image-upload';
import { Sticker, stickerIds } from '@/components/stickers/stickers';
import { useZodForm } from '@/hooks/use-zod-form';
import { useSendThanks } from '../api/send-thanks';
import classes from './Thanks.module.css';

/**
 * Writing thanks for one thing or for all those chosen ("Agradecer a todos"): a message, one of our stickers and,
 * if wanted, a photo (uploaded at once through `file/image`, like every picture). The API writes one note per
 * giver, each opening with a greeting to them by name.
 */
export function ThanksModal({ items, onClose }: { items: ReceivedGift[]; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const stickerLabel = useId();
  const send = useSendThanks();
  const form = useZodForm({
    initialValues: { message: '', sticker: 'corazon' as string, image: '' },
    schema: thanksInputSchema,
    toBody: ({ image, sticker, ...values }) => ({
      ...values,
      sticker: sticker as ThankStickerId,
      items: items.map((item) => item.id),
      image: image || null,
    }),
  });
  const photo = useImageUpload({ send: uploadImage, onUploaded: (url) => form.setValue('image', url) });
  const submit = form.onSubmit((body) =>
    send.mutate(body, {
      onSuccess: (sent) => {
        showToast({ message: t('thanks.form.sent', { count: sent }), tone: 'success' });
        onClose();
      },
      onError: (e) => form.showApiError(e),
    }),
  );
  const titles = [...new Set(items.map((item) => item.title))].join(', ');

  return (
    <Modal
      opened
      onClose={onClose}
      title={items.length > 1 ? t('thanks.form.titleAll') : t('thanks.form.title')}
      fullScreen={phone}
      size="lg"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('thanks.form.for', { titles })}</Text>
          <Text size="sm" c="dimmed">
            {t('thanks.form.greeting')}
          </Text>
          <FormError message={form.formError} />
          <Textarea
            {...form.inputProps('message')}
            label={t('thanks.form.message')}
            placeholder={t('thanks.form.messagePlaceholder')}
            rows={4}
            maxLength={THANKS_MESSAGE_MAX}
            size="md"
            data-autofocus
          />
          <Stack gap={6} role="radiogroup" aria-labelledby={stickerLabel}>
            <Text fw={500} size="sm" id={stickerLabel}>
              {t('thanks.form.sticker')}
            </Text>
            <SimpleGrid cols={4} spacing="xs">
              {stickerIds.map((id) => (
                <UnstyledButton
                  key={id}
                  role="radio"
                  aria-checked={form.values.sticker === id}
                  className={classes.sticker}
                  data-selected={form.values.sticker === id || undefined}
                  onClick={() => form.setValue('sticker', id)}
                >
                  <Sticker id={id} size={56} />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={6}>
            {form.values.image ? (
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <Image
                  src={form.values.image}
                  alt={t('thanks.form.photoAlt')}
                  radius="md"
                  className={classes.photo}
                />
                <CloseButton
                  aria-label={t('thanks.form.removePhoto')}
                  onClick={() => form.setValue('image', '')}
                />
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
            {form.errors.image ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.image}
              </Text>
            ) : null}
          </Stack>
          <Button type="submit" size="md" loading={send.isPending} disabled={photo.progress !== null}>
            {t('thanks.form.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
