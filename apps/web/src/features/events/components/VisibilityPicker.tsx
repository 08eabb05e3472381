import type { EventVisibility } from '@detalle/contract';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const visibilities: EventVisibility[] = ['public', 'friends', 'private'];

type VisibilityPickerProps = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Who can open the event: Pública (anyone with the link), Amigos, Privada (only those invited). */
export function VisibilityPicker({ name, value, onChange, error }: VisibilityPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name={name}
      value={value}
      onChange={onChange}
      label={t('events.form.visibility')}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {visibilities.map((v) => (
          <Radio
            key={v}
            value={v}
            label={t(`events.visibility.${v}`)}
            description={t(`events.visibility.${v}Description`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
