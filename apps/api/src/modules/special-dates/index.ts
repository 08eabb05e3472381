// What other modules use of special dates: when a date falls between two days.
export { occurrencesBetween } from './occurrences.js';
