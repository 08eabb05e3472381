import { namesTogether, shownName, type ThankYou } from '@detalle/contract';
import { i18n } from '@/i18n';

/**
 * The message content's thank-you variant: "Olga te ha enviado un mensaje de agradecimiento", sticker, message;
 * signed by all who ran the list when several did ("Lucía y Marcos te han enviado…").
 */
export function thankYouMessage(note: ThankYou) {
  const signers = note.signedBy ?? [];
  const many = signers.length > 1;
  return {
    title: i18n.t('thanks.read.title'),
    agradecimiento: {
      fullname: many ? namesTogether(signers) : shownName(note.from),
      signedByMany: many,
      message: `${note.greeting}\n${note.message}`,
      sticker: note.sticker,
    },
    ...(note.image ? { imgURL: note.image, imgAlt: i18n.t('thanks.form.photoAlt') } : {}),
  };
}
