// What other modules use of sessions: starting, ending and checking one, and the signed-in caller's type.
export { type AuthUser, createSession, endSession, hashToken, isSessionLive } from './service.js';
