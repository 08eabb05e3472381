import { useTranslation } from '@/i18n';
import { PasswordField } from './PasswordField';

/** What `form.inputProps(field)` gives a password input. */
type PasswordProps = { name: string; value: string; error?: string; onChange: (value: string) => void };

/** A password being chosen: the rule under it and how strong it is while typing. */
export function NewPasswordField({ label, ...field }: PasswordProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...field}
      label={label}
      description={t('auth.password.rule')}
      autoComplete="new-password"
      required
      withStrength
    />
  );
}

/** A new password and the same again (resetting or changing it). */
export function NewPasswordFields({
  password,
  repassword,
}: {
  password: PasswordProps;
  repassword: PasswordProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField {...password} label={t('auth.fields.newPassword')} />
      <PasswordField
        {...repassword}
        label={t('auth.fields.repeatPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
