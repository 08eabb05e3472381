import type { MovementStatus } from '@detalle/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { movementStatusColor } from '../lib/labels';

export function StatusBadge({ status }: { status: MovementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={movementStatusColor[status]} variant="light" tt="none" size="sm">
      {t(`wallet.status.${status}`)}
    </Badge>
  );
}
