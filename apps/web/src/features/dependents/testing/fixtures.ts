import type { Dependent, HandoverPreview, Household } from '@detalle/contract';
import { lucia, marcos } from '@/features/owners/testing/fixtures';

export const LEO_ID = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';
export const HOUSEHOLD_ID = '4d5e6f70-8192-4a3b-8c4d-5e6f70819203';
export const HANDOVER_TOKEN = 'secreto-de-la-entrega_0123456789';

/** `YYYY-MM-DD` of a birthday `days` from today (born in 2025), as the card counts it. */
export function birthdayIn(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const dd = String(day.getDate()).padStart(2, '0');
  return `2025-${mm}-${dd}`;
}

/** Leo, Lucía's baby, as she reads him: she looks after him with Marcos, unless told. */
export function leo(overrides: Partial<Dependent> = {}): Dependent {
  return {
    id: LEO_ID,
    name: 'Leo',
    kind: 'child',
    birthday: null,
    image: null,
    visibility: 'friends',
    guardians: [
      { ...lucia, isMe: true },
      { ...marcos, isMe: false },
    ],
    balances: [],
    handover: null,
    ...overrides,
  };
}

export function household(overrides: Partial<Household> = {}): Household {
  return {
    id: HOUSEHOLD_ID,
    name: 'Casa Martín',
    members: [{ ...lucia, dependent: false, isMe: true }],
    ...overrides,
  };
}

/** `dependent/handover-look`: Lucía hands Leo his profile, with two lists. */
export function handoverPreview(overrides: Partial<HandoverPreview> = {}): HandoverPreview {
  return {
    name: 'Leo',
    image: null,
    email: 'leo@example.com',
    invitedBy: lucia,
    expiresAt: '2026-12-12T10:00:00.000Z',
    lists: 2,
    ...overrides,
  };
}
