import { LIST_OCCASIONS, type ListOccasion } from '@detalle/contract';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { occasionIcons } from '../lib/occasion';

type OccasionSelectProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

const keys = Object.keys(LIST_OCCASIONS) as ListOccasion[];

/**
 * What the list is for (the API's `category`): cumpleaños, boda, bebé… — occasions, never the catalogue's
 * product categories. "Otra ocasión" lets the owner name it (the list's `occasion` text).
 */
export function OccasionSelect({ value, onChange, error }: OccasionSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      name="category"
      label={t('lists.form.occasion')}
      placeholder={t('lists.form.occasionPlaceholder')}
      data={keys.map((key) => ({ value: key, label: t(`lists.occasion.${key}`) }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const Icon = occasionIcons[option.value as ListOccasion];
        return (
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} aria-hidden />
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
