import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { PasswordStrength } from './PasswordStrength';

type PasswordFieldProps = Omit<PasswordInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** For a new password: shows how strong it is while typing. */
  withStrength?: boolean;
};

/**
 * A password with a show/hide button reachable by keyboard; the button keeps one
 * label and says its state with `aria-pressed`.
 */
export function PasswordField({ value, onChange, withStrength = false, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <PasswordInput
        {...props}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('auth.password.show') }}
        autoCapitalize="none"
        spellCheck={false}
      />
      {withStrength && value ? <PasswordStrength password={value} /> : null}
    </div>
  );
}
