// What other modules use of sessions: starting and ending one, and the signed-in caller's type (the realtime
// streams check theirs through `app.sessionLiveness`).
export { type AuthUser, createSession, endSession, hashToken } from './service.js';
