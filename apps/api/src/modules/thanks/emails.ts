import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';

/**
 * A guest giver's thank-you: only who sends it and a link (its token opens that one note). The message itself
 * stays behind the link, so the e-mail says nothing of what was given.
 */
export function thanksMail(to: string, senderName: string, link: string): Mail {
  const subject = `${senderName} te ha enviado un mensaje de agradecimiento`;
  return {
    to,
    kind: 'thanks',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Hola!</p><p><strong>${escapeHtml(senderName)}</strong> ha recibido tu regalo y te ha escrito para darte las gracias.</p>
${mailButton(link, 'Leer su mensaje')}
<p style="font-size:14px;color:#7a6a62">Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    ),
    text: `¡Hola!\n\n${senderName} ha recibido tu regalo y te ha escrito para darte las gracias. Léelo aquí:\n\n${link}\n`,
  };
}
