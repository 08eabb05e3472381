import { IMAGE_MAX_BYTES } from '@detalle/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api';
import { uploadImage } from './upload-image';

/** What a picture upload accepts (what `file/image` re-encodes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

type ImageUploadOptions = {
  /** Called with the stored picture's URL once the upload is done. */
  onUploaded: (url: string) => void;
  /** True while a picture is on its way, so a form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * One picture uploaded at once (`file/image`): checks the file first, reports
 * progress (0..1, null when idle), can be cancelled, and leaves a Spanish error
 * when it fails. Leaving the form cancels an upload in flight.
 */
export function useImageUpload({ onUploaded, onUploadingChange }: ImageUploadOptions) {
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
      onUploaded(await uploadImage(file, { signal: current.signal, onProgress: setProgress }));
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
