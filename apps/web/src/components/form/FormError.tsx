import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refusal that belongs to no single input, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
