import { groupGiftFromMinor } from '@detalle/contract';
import { Switch } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';

type GroupGiftSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Switched on as the form's suggestion (the owner has not chosen yet), in this currency: say why. */
  suggestedIn: string | null;
  /** Money was given or is on its way toward it: it stays a group gift (the API refuses too). */
  locked?: boolean;
};

/** "Regalo en grupo": whether several people may chip in toward this gift, with one line saying what it means. */
export function GroupGiftSwitch({ checked, onChange, suggestedIn, locked = false }: GroupGiftSwitchProps) {
  const { t } = useTranslation();
  const from = suggestedIn ? groupGiftFromMinor(suggestedIn) : null;
  const why =
    suggestedIn && from
      ? ` ${t('gifts.group.suggested', { money: formatMoney({ amount: from, currency: suggestedIn }) })}`
      : '';
  return (
    <Switch
      name="group"
      label={t('gifts.group.label')}
      description={locked ? t('gifts.group.locked') : `${t('gifts.group.description')}${why}`}
      checked={checked}
      disabled={locked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      size="md"
    />
  );
}
