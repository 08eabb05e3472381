import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A required e-mail address: the phone's e-mail keyboard and the browser's saved addresses
 * (`autoComplete="username"` where it signs in).
 */
export function EmailField({ autoComplete = 'email', ...props }: TextInputProps) {
  return <TextInput {...props} type="email" inputMode="email" autoComplete={autoComplete} required />;
}
