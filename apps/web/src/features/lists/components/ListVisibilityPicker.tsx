import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const visibilities = ['public', 'friends', 'private'] as const;

type ListVisibilityPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * Who can open the list. Not the events' picker: a list has no invited guests,
 * so its choices read "Cualquiera con el enlace", "Tus amigos" and "Solo tú".
 */
export function ListVisibilityPicker({ value, onChange, error }: ListVisibilityPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="visibility"
      value={value}
      onChange={onChange}
      label={t('lists.form.visibility')}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {visibilities.map((v) => (
          <Radio
            key={v}
            value={v}
            label={t(`lists.visibility.${v}`)}
            description={t(`lists.visibility.${v}Description`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
