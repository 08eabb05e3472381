import type { MessageStep } from '@/components/message/message-data';
import { openMessageModal } from '@/components/message/open-message-modal';
import { i18n } from '@/i18n';

/**
 * Seed §2 "Root shell": on iPhone a 4-step guide (add to the home screen, open
 * it, log in, enable notifications); on Android 2 steps (accept the permission,
 * install the app). The help page opens them too. Pictures: `public/instalar/`.
 */
export type InstallPlatform = 'ios' | 'android';

const pictures: Record<InstallPlatform, string[]> = {
  ios: [
    '/instalar/ios-1-compartir.svg',
    '/instalar/ios-2-icono.svg',
    '/instalar/ios-3-sesion.svg',
    '/instalar/ios-4-notificaciones.svg',
  ],
  android: ['/instalar/android-1-permiso.svg', '/instalar/android-2-instalar.svg'],
};

type StepText = { title: string; description: string; imgAlt: string };

export function installSteps(platform: InstallPlatform): MessageStep[] {
  const texts = i18n.t(`install.${platform}.steps`, { returnObjects: true }) as StepText[];
  return texts.map((text, index) => ({ step: index + 1, ...text, img: pictures[platform][index] }));
}

/** iPhone, iPad and iPod, including iPads that present themselves as Macs. */
export function detectInstallPlatform(): InstallPlatform | null {
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return null;
}

/**
 * The guide in the message modal; `extra` adds what the caller needs, such as
 * the shell's "No volver a mostrar este mensaje" button.
 *
 *     await openInstallGuide('ios');
 */
export function openInstallGuide(
  platform: InstallPlatform,
  extra: Pick<Parameters<typeof openMessageModal>[0], 'buttonText' | 'buttonFunction' | 'report'> = {},
) {
  return openMessageModal({
    title: i18n.t(`install.${platform}.title`),
    text: i18n.t(`install.${platform}.intro`),
    steps: installSteps(platform),
    cssClass: 'install-guide',
    ...extra,
  });
}
