import {
  type ReceivedGift,
  THANKS_MESSAGE_MAX,
  type ThankStickerId,
  thanksInputSchema,
} from '@detalle/contract';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { uploadImage } from '@/components/image-picker/upload-image';
import { useImageUpload } from '@/components/image-picker/use-image-upload';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useSendThanks } from '../api/send-thanks';
import { StickerPicker, ThanksPhoto } from './ThanksFormParts';

/**
 * Writing thanks for one thing or for all those chosen ("Agradecer a todos"): a message, one of our stickers and,
 * if wanted, a photo (uploaded at once through `file/image`, like every picture). The API writes one note per
 * giver, each opening with a greeting to them by name.
 */
export function ThanksModal({
  items,
  onClose,
}: {
  /** What to thank for: lines of "Regalos recibidos" (`gift:<id>`, `payment:<id>`) and their titles. */
  items: Pick<ReceivedGift, 'id' | 'title'>[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
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
          <StickerPicker value={form.values.sticker} onChange={(id) => form.setValue('sticker', id)} />
          <ThanksPhoto
            image={form.values.image}
            photo={photo}
            onRemove={() => form.setValue('image', '')}
            error={form.errors.image}
          />
          <Button type="submit" size="md" loading={send.isPending} disabled={photo.progress !== null}>
            {t('thanks.form.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
