// A step of the app's start (`main.tsx`): the texts and what every page's calls use (the API client,
// the session, the contract's envelope and errors), their schemas built here, on their own.
export { i18n } from '@/i18n';
export { apiRequest } from '@/lib/api';
export { getToken } from '@/lib/session';
