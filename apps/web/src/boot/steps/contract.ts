// A step of the app's start (`main.tsx`): what every page's calls use (the API client, the session, the
// contract's envelope and errors), their schemas built here, on their own.
export { apiRequest } from '@/lib/api';
export { getToken } from '@/lib/session';
