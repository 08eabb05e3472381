import { Radio, Stack } from '@mantine/core';
import { type TextKey, useTranslation } from '@/i18n';

export const visibilities = ['public', 'friends', 'private'] as const;

/** A key prefix of `es.json` holding the three choices and their descriptions (`events.visibility`, `lists.visibility`). */
type TextsWithDescription<K> = K extends `${infer Prefix}.privateDescription` ? Prefix : never;
export type VisibilityTexts = TextsWithDescription<TextKey>;

type VisibilityPickerProps = {
  name: string;
  /** The question above the choices: "¿Quién puede verlo?". */
  label: string;
  /** Where the choices' words live: an event and a list say who sees them differently. */
  texts: VisibilityTexts;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Who can open an event or a list: public, friends or private, each with a line that explains it. */
export function VisibilityPicker({ name, label, texts, value, onChange, error }: VisibilityPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group name={name} value={value} onChange={onChange} label={label} error={error}>
      <Stack gap="sm" mt="xs">
        {visibilities.map((v) => (
          <Radio key={v} value={v} label={t(`${texts}.${v}`)} description={t(`${texts}.${v}Description`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
