import { useTranslation } from 'react-i18next';
import { VisibilityPicker } from '@/components/visibility/VisibilityPicker';

type ListVisibilityPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * Who can open the list. A list has no invited guests, so its choices read
 * "Cualquiera con el enlace", "Tus amigos" and "Solo tú" (not the events' words).
 */
export function ListVisibilityPicker(props: ListVisibilityPickerProps) {
  const { t } = useTranslation();
  return (
    <VisibilityPicker
      {...props}
      name="visibility"
      label={t('lists.form.visibility')}
      texts="lists.visibility"
    />
  );
}
