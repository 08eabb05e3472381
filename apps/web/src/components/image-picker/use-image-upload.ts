import { IMAGE_MAX_BYTES } from '@detalle/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import type { UploadOptions } from '@/lib/upload';

/** What a picture upload accepts (what `file/image` re-encodes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

type ImageUploadOptions<T> = {
  /**
   * Sends the picture through `lib/upload.ts` (`uploadForm`): `uploadImage` (`file/image`, answers
   * the URL) for event, list and product pictures, `uploadPhoto` (`person/photo`) for the profile.
   */
  send: (file: File, options: UploadOptions) => Promise<T>;
  /** Called with what `send` answered once the upload is done. */
  onUploaded: (result: T) => void;
  /** True while a picture is on its way, so a form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * One picture uploaded at once: checks the file first, reports
 * progress (0..1, null when idle), can be cancelled, and leaves a Spanish error
 * when it fails. Leaving the form cancels an upload in flight.
 */
export function useImageUpload<T>({ send, onUploaded, onUploadingChange }: ImageUploadOptions<T>) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('imagePicker.notImage'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('imagePicker.tooBig'));
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onUploaded(await send(file, { signal: current.signal, onProgress: setProgress }));
    } catch (e) {
      // A cancelled upload is what the person asked for: no error to show.
      if (!current.signal.aborted) setError(errorText(e));
    } finally {
      // A newer upload may have started meanwhile; only the latest one clears the state.
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  return { progress, error, upload, cancel: () => controller.current?.abort() };
}
