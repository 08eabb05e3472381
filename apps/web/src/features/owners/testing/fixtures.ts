import type { CoOwners, OwnerInvitePreview, PersonSummary } from '@detalle/contract';

export const LIST_ID = '5a0e7c1d-2b3f-4a6e-8c9d-0e1f2a3b4c5d';
export const EVENT_ID = '3f1c9a52-8a1b-4c7e-9d6f-1a2b3c4d5e6f';
export const INVITE_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const LINK_INVITE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const TOKEN = 'secreto-de-la-invitacion_0123456789';

export const lucia: PersonSummary = { id: 'u-lucia', name: 'Lucía', lastname: 'Martín', image: null };
export const marcos: PersonSummary = {
  id: '6b0e1f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Marcos',
  lastname: 'Ruiz',
  image: null,
};
export const irene: PersonSummary = {
  id: '7c1f2a3b-4d5e-4f6a-9b0c-1d2e3f4a5b6c',
  name: 'Irene',
  lastname: 'Sanz',
  image: null,
};

/** Lucía's session, as `saveSession` takes it. */
export const luciaUser = {
  ...lucia,
  email: 'lucia@example.com',
  token: 'token-de-lucia',
  type: 1,
  confirmed: true,
};

/** `{kind}/owners/{id}` as Lucía reads it: she receives the money and runs it with Marcos, unless told. */
export function coOwners(overrides: Partial<CoOwners> = {}): CoOwners {
  return {
    kind: 'list',
    id: LIST_ID,
    name: 'Nuestra boda',
    owners: [
      { ...lucia, receives: true, isMe: true },
      { ...marcos, receives: false, isMe: false },
    ],
    invites: [],
    canInvite: true,
    ...overrides,
  };
}

/** `owner-invite/look`: Lucía invites to the wedding list she runs alone. */
export function invitePreview(overrides: Partial<OwnerInvitePreview> = {}): OwnerInvitePreview {
  return {
    kind: 'list',
    id: LIST_ID,
    name: 'Nuestra boda',
    image: '/files/defaults/lists/regalos.svg',
    invitedBy: lucia,
    owners: [lucia],
    expiresAt: '2026-12-04T10:00:00.000Z',
    alreadyOwner: false,
    ...overrides,
  };
}
