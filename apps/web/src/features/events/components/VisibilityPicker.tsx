import { VisibilityPicker as SharedVisibilityPicker } from '@/components/visibility/VisibilityPicker';
import { useTranslation } from '@/i18n';

type VisibilityPickerProps = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Who can open the event: Pública (anyone with the link), Amigos, Privada (only those invited). */
export function VisibilityPicker(props: VisibilityPickerProps) {
  const { t } = useTranslation();
  return <SharedVisibilityPicker {...props} label={t('events.form.visibility')} texts="events.visibility" />;
}
