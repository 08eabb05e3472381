// What other modules use of imports: nothing yet; the app registers its routes and job (`routes.ts`).
export type { ImportReader } from './service.js';
