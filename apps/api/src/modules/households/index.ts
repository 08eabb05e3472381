// What other modules use of households: who among some people lives together (draws keep them apart).
export { sameHouseholdPairs } from './service.js';
