import { namesTogether } from '@detalle/contract';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';

/** «Lucía te ha enviado…», «Lucía y Marcos te han enviado…»: the note is signed by every owner of the list. */
export const thanksTitle = (signers: string[]) =>
  `${namesTogether(signers)} te ${signers.length > 1 ? 'han' : 'ha'} enviado un mensaje de agradecimiento`;

/**
 * A guest giver's thank-you: only who signs it and a link (its token opens that one note). The message itself
 * stays behind the link, so the e-mail says nothing of what was given.
 */
export function thanksMail(to: string, signers: string[], link: string): Mail {
  const subject = thanksTitle(signers);
  const senderName = namesTogether(signers);
  const did =
    signers.length > 1 ? 'han recibido tu regalo y te han escrito' : 'ha recibido tu regalo y te ha escrito';
  return {
    to,
    kind: 'thanks',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Hola!</p><p><strong>${escapeHtml(senderName)}</strong> ${did} para darte las gracias.</p>
${mailButton(link, 'Leer su mensaje')}
<p style="font-size:14px;color:#7a6a62">Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    ),
    text: `¡Hola!\n\n${senderName} ${did} para darte las gracias. Léelo aquí:\n\n${link}\n`,
  };
}
