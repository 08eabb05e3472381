// What other modules use of events: one event as its viewer sees it, and who may see an event.
export { getEvent } from './service.js';
export { visibleTo } from './visibility.js';
