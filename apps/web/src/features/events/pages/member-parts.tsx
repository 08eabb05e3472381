import { lazyPart } from '@/components/feedback/lazy-part';
import { loadCode } from '@/lib/load-code';

/*
 * The parts of an event only a signed-in person sees: the organiser's and a participant's actions, the ONG
 * picker and the organiser's choice of one of their lists (Mantine's Select, its popover and floating-ui), the draws and, for its organisers, who organises it.
 * A guest opening the event's link gets the page rendered on the server and never runs their code (their
 * components and the schemas of ONGs and draws), so a guest's phone evaluates much less. A signed-in person's
 * page asks for them as it starts (`preloadMemberParts`), while the event's data is on its way.
 */
const loadOrganiser = () => loadCode(() => import('../components/OrganiserActions'));
const loadListLink = () => loadCode(() => import('./OrganiserListLink'));
const loadParticipant = () => loadCode(() => import('../components/ParticipantActions'));
const loadOngs = () => loadCode(() => import('@/features/ongs'));
const loadDraws = () => loadCode(() => import('@/features/draws'));
const loadOwners = () => loadCode(() => import('@/features/owners'));

export function preloadMemberParts(): void {
  for (const load of [loadOrganiser, loadListLink, loadParticipant, loadOngs, loadDraws, loadOwners])
    void load().catch(() => {});
}

export const LazyOrganiserActions = lazyPart(loadOrganiser, (m) => m.OrganiserActions);
export const LazyOrganiserListLink = lazyPart(loadListLink, (m) => m.OrganiserListLink);
export const LazyParticipantActions = lazyPart(loadParticipant, (m) => m.ParticipantActions);
export const LazyCharityPicker = lazyPart(loadOngs, (m) => m.CharityPicker);
export const LazyEventDraws = lazyPart(loadDraws, (m) => m.EventDraws);
export const LazyOwnersSection = lazyPart(loadOwners, (m) => m.OwnersSection);
