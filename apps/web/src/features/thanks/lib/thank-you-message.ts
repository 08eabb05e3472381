import { shownName, type ThankYou } from '@detalle/contract';
import { i18n } from '@/i18n';

/** The message content's thank-you variant: "Olga te ha enviado un mensaje de agradecimiento", sticker, message. */
export function thankYouMessage(note: ThankYou) {
  return {
    title: i18n.t('thanks.read.title'),
    agradecimiento: {
      fullname: shownName(note.from),
      message: `${note.greeting}\n${note.message}`,
      sticker: note.sticker,
    },
    ...(note.image ? { imgURL: note.image, imgAlt: i18n.t('thanks.form.photoAlt') } : {}),
  };
}
