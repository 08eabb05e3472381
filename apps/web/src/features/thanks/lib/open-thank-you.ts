import type { ThankYou } from '@detalle/contract';
import { openMessageModal } from '@/components/message/open-message-modal';
import { i18n } from '@/i18n';

/** The message modal's thank-you variant: "Olga García te ha enviado un mensaje de agradecimiento", sticker, message. */
export function thankYouMessage(note: ThankYou) {
  return {
    title: i18n.t('thanks.read.title'),
    agradecimiento: {
      fullname: `${note.from.name} ${note.from.lastname}`.trim(),
      message: `${note.greeting}\n${note.message}`,
      sticker: note.sticker,
    },
    ...(note.image ? { imgURL: note.image, imgAlt: i18n.t('thanks.form.photoAlt') } : {}),
  };
}

export const openThankYou = (note: ThankYou) => openMessageModal(thankYouMessage(note));
