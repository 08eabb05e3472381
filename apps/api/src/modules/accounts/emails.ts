import type { Mail } from '../../plugins/mailer.js';

/** Our e-mails: short, Spanish, an HTML version and a plain-text one with the same content. */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const WHY_THIS_MAIL = `Recibes este correo porque alguien usó esta dirección en Detalle.
Si no fuiste tú, puedes ignorarlo: no haremos nada más.`;

/** Our e-mails' frame: the brand, the body, and why this address got it (`why`). */
export function mailLayout(title: string, body: string, why = WHY_THIS_MAIL) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#2b211c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:22px;font-weight:700;color:#c2502f;padding-bottom:12px">🎁 Detalle</td></tr>
<tr><td style="font-size:16px;line-height:1.55">${body}</td></tr>
<tr><td style="font-size:12px;color:#7a6a62;padding-top:24px">${escapeHtml(why)}</td></tr>
</table></td></tr></table></body></html>`;
}

export const mailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#c2502f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:999px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;

export function confirmationMail(to: string, name: string, link: string): Mail {
  const subject = 'Confirma tu correo en Detalle';
  return {
    to,
    kind: 'confirm_email',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Hola, ${escapeHtml(name)}!</p><p>Gracias por unirte a Detalle. Confirma que este correo es tuyo para proteger tu cuenta y recibir los avisos de tus listas y eventos.</p>
${mailButton(link, 'Confirmar mi correo')}
<p style="font-size:14px;color:#7a6a62">El enlace vale durante 48 horas. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>`,
    ),
    text: `¡Hola, ${name}!\n\nGracias por unirte a Detalle. Confirma que este correo es tuyo abriendo este enlace (vale durante 48 horas):\n\n${link}\n\nSi no fuiste tú, ignora este correo.`,
  };
}

export function recoveryMail(to: string, name: string, code: string, link: string): Mail {
  const subject = `${code} es tu código para recuperar tu contraseña de Detalle`;
  return {
    to,
    kind: 'reset_password',
    subject,
    html: mailLayout(
      subject,
      `<p>Hola, ${escapeHtml(name)}:</p><p>Has pedido cambiar tu contraseña. Escribe este código en la app:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>O elige una contraseña nueva directamente desde este botón:</p>${mailButton(link, 'Elegir una contraseña nueva')}
<p style="font-size:14px;color:#7a6a62">El código y el enlace valen durante 10 minutos y solo una vez. Si no lo pediste tú, ignora este correo: tu contraseña sigue igual.</p>`,
    ),
    text: `Hola, ${name}:\n\nHas pedido cambiar tu contraseña. Tu código es: ${code}\n\nTambién puedes elegir una contraseña nueva aquí:\n${link}\n\nEl código y el enlace valen durante 10 minutos y solo una vez. Si no lo pediste tú, ignora este correo.`,
  };
}

export const recoverySms = (code: string) =>
  `Detalle: tu código para recuperar la contraseña es ${code}. Vale 10 minutos. No lo compartas con nadie.`;
