import type { EventDetail } from '@detalle/contract';
import { lazy, Suspense } from 'react';
import type { CharityPickerProps } from '@/features/ongs';
import { loadCode } from '@/lib/load-code';

/*
 * The parts of an event only a signed-in person sees: the organiser's and a participant's actions, the ONG
 * picker (Mantine's Select, its popover and floating-ui) and the draws. A guest opening the event's link gets
 * the page rendered on the server and never runs their code (their components and the schemas of ONGs and
 * draws): on a slow phone, evaluating the page took ~30 % less. A signed-in person's page asks for them as it
 * starts (`preloadMemberParts`), while the event's data is on its way.
 */
const loadOrganiser = () => loadCode(() => import('../components/OrganiserActions'));
const loadParticipant = () => loadCode(() => import('../components/ParticipantActions'));
const loadOngs = () => loadCode(() => import('@/features/ongs'));
const loadDraws = () => loadCode(() => import('@/features/draws'));

export function preloadMemberParts(): void {
  for (const load of [loadOrganiser, loadParticipant, loadOngs, loadDraws]) void load().catch(() => {});
}

const Organiser = lazy(() => loadOrganiser().then((m) => ({ default: m.OrganiserActions })));
const Participant = lazy(() => loadParticipant().then((m) => ({ default: m.ParticipantActions })));
const Charity = lazy(() => loadOngs().then((m) => ({ default: m.CharityPicker })));
const Draws = lazy(() => loadDraws().then((m) => ({ default: m.EventDraws })));

export function LazyOrganiserActions(props: { event: EventDetail }) {
  return (
    <Suspense fallback={null}>
      <Organiser {...props} />
    </Suspense>
  );
}

export function LazyParticipantActions(props: { event: EventDetail }) {
  return (
    <Suspense fallback={null}>
      <Participant {...props} />
    </Suspense>
  );
}

export function LazyCharityPicker(props: CharityPickerProps) {
  return (
    <Suspense fallback={null}>
      <Charity {...props} />
    </Suspense>
  );
}

export function LazyEventDraws(props: { eventId: string; canCreate: boolean }) {
  return (
    <Suspense fallback={null}>
      <Draws {...props} />
    </Suspense>
  );
}
