// What other modules use of events: one event as its viewer sees it, who may see an event, and who organises it.
export {
  eventOrganisedBy,
  organiserIdsOf,
  organisesEvent,
} from './organisers.js';
export { getEvent, ownEvent } from './service.js';
export { visibleTo } from './visibility.js';
