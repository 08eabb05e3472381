import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n';

/** What `form.inputProps(field)` gives a text input. */
type TextFieldProps = Pick<TextInputProps, 'name' | 'value' | 'error' | 'onChange'>;

/** A person's name and last name, side by side from the `xs` breakpoint. */
export function PersonNameFields({ name, lastname }: { name: TextFieldProps; lastname: TextFieldProps }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput {...name} label={t('auth.fields.name')} autoComplete="given-name" required />
      <TextInput {...lastname} label={t('auth.fields.lastname')} autoComplete="family-name" required />
    </SimpleGrid>
  );
}

/** An organisation's single name. */
export function OngNameField(props: TextFieldProps) {
  const { t } = useTranslation();
  return <TextInput {...props} label={t('auth.ong.name')} autoComplete="organization" required />;
}
