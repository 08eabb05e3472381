// A step of the app's start (`main.tsx`): what every page's calls use (the API client and the session). No
// schema is built here: answers are checked with schemas that load with the request (`LazySchema`).
export { apiRequest } from '@/lib/api';
export { getToken } from '@/lib/session';
