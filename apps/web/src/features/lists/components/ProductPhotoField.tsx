import { PhotoField } from '@/components/image-picker/PhotoField';
import { useTranslation } from '@/i18n';

type ProductPhotoFieldProps = {
  value: string;
  onChange: (url: string) => void;
  /** True while a photo is on its way, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
};

/** An optional photo of a product typed by hand. */
export function ProductPhotoField({ value, onChange, onUploadingChange }: ProductPhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <PhotoField
      value={value}
      onChange={onChange}
      onUploadingChange={onUploadingChange}
      label={t('gifts.hand.photo')}
      description={t('gifts.hand.photoHint')}
      alt={t('gifts.hand.photoAlt')}
      changeLabel={t('gifts.hand.changePhoto')}
      removeLabel={t('gifts.hand.removePhoto')}
    />
  );
}
