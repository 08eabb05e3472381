import { VisibilityPicker } from '@/components/visibility/VisibilityPicker';
import { useTranslation } from '@/i18n';

type ListVisibilityPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Several people run the list (co-owners, or the guardians of a dependent): the choices speak to all of them. */
  together?: boolean;
};

/**
 * Who can open the list. A list has no invited guests, so its choices read
 * "Cualquiera con el enlace", "Tus amigos" and "Solo tú" (not the events' words); a list run by several people
 * reads "Vuestros amigos" and "Solo quienes la lleváis".
 */
export function ListVisibilityPicker({ together = false, ...props }: ListVisibilityPickerProps) {
  const { t } = useTranslation();
  return (
    <VisibilityPicker
      {...props}
      name="visibility"
      label={t('lists.form.visibility')}
      texts={together ? 'lists.visibility.together' : 'lists.visibility'}
    />
  );
}
