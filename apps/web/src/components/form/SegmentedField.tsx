import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type SegmentedFieldProps = {
  /** The form's field name (the first invalid input gets the focus by it). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  error?: string;
};

/** A few choices side by side under a label (a date's kind, whom a list is for, what a dependent is). */
export function SegmentedField({ name, label, value, onChange, data, error }: SegmentedFieldProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        name={name}
        fullWidth
        value={value}
        onChange={onChange}
        data={data}
      />
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
