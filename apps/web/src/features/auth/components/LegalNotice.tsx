import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@/i18n';
import { paths } from '@/lib/paths';

/** "Al crear tu cuenta aceptas los términos… y la política de privacidad", with both links. */
export function LegalNotice() {
  return (
    <Text size="sm" c="dimmed">
      <Trans
        i18nKey="auth.register.legal"
        components={{
          terms: <Anchor component={Link} to={paths.termandcondition.path} inherit />,
          privacy: <Anchor component={Link} to={paths.privacypolicies.path} inherit />,
        }}
      />
    </Text>
  );
}
