import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../env.js';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generated on the first
 * start into DATA_DIR/vapid.json and reused, so existing subscriptions keep working.
 * Several API processes must share keys: set the variables (README) when scaling out.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? 'mailto:soporte@detalle.app';
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(config.DATA_DIR, 'vapid.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...saved, subject };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
