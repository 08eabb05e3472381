// What other modules use of draws: whether a draw's giver reaches the list their recipient chose for it.
export { giverReachesList } from './secret.js';
