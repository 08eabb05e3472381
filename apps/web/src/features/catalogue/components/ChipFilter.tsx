import { Chip, Group, Text } from '@mantine/core';

type ChipFilterProps = {
  /** The group's name, read before its choices: "Categoría". */
  legend: string;
  /** The chip that means "no filter": "Todas". */
  allLabel: string;
  options: { value: string; label: string }[];
  /** The chosen option; empty for none. */
  value: string;
  onChange: (value: string) => void;
};

/** One choice among chips (radio buttons underneath), with "Todas" to choose none. */
export function ChipFilter({ legend, allLabel, options, value, onChange }: ChipFilterProps) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={6} p={0}>
        {legend}
      </Text>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap={6}>
          <Chip value="" radius="xl" variant="light">
            {allLabel}
          </Chip>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} radius="xl" variant="light">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
