import type { OngOwn } from '@detalle/contract';
import { Divider } from '@mantine/core';
import { OngEditForm } from './OngEditForm';
import { ReceivedDonations } from './ReceivedDonations';

/** What an ONG's own people see under its page: the form to edit it and the donations it received. */
export function OwnOngParts({ ong }: { ong: OngOwn }) {
  return (
    <>
      <Divider />
      <OngEditForm ong={ong} />
      <Divider />
      <ReceivedDonations />
    </>
  );
}
