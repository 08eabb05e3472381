import { confirmationStatusSchema, dataEnvelope } from '@detalle/contract';
import { apiRequest } from '@/lib/api';

const confirmationResponse = dataEnvelope(confirmationStatusSchema);

/** PUT user/verificarConfirmacion (empty body, seed §7): the current `confirmed` flag of the session. */
export async function checkConfirmation(): Promise<boolean> {
  const { data } = await apiRequest('/user/verificarConfirmacion', {
    method: 'PUT',
    schema: confirmationResponse,
  });
  return data.confirmed;
}
