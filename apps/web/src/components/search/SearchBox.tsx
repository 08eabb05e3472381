import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

type SearchBoxProps = {
  /** Names both the search landmark and the input. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter (or the arrow button). */
  onSubmit: () => void;
  /** When given, an arrow button inside the box searches too, read out with this label. */
  submitLabel?: string;
};

/** A search landmark with its box: rounded, with the magnifier, Enter searches. */
export function SearchBox({ label, placeholder, value, onChange, onSubmit, submitLabel }: SearchBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSectionWidth={submitLabel ? 44 : undefined}
          rightSection={
            submitLabel ? (
              <ActionIcon type="submit" size={32} radius="xl" aria-label={submitLabel}>
                <IconArrowRight size={18} aria-hidden />
              </ActionIcon>
            ) : undefined
          }
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
    </search>
  );
}
