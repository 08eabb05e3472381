import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { passwordStrength, type Strength } from './password-strength';

const look: Record<Strength, { value: number; color: string }> = {
  short: { value: 15, color: 'red' },
  weak: { value: 35, color: 'red' },
  fair: { value: 65, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

/** Strength bar and a sentence saying what would make the password better; read out politely. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const { value, color } = look[strength];
  return (
    <div aria-live="polite">
      <Progress value={value} color={color} size="sm" mt={8} aria-hidden />
      <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
        <Text size="xs" fw={600}>
          {t(`auth.password.strength.${strength}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`auth.password.hint.${strength}`)}
        </Text>
      </Group>
    </div>
  );
}
