import { isApiError } from './api';

/**
 * The API's answer for something the viewer may not see (403) or that is gone
 * (404): a linked list or event is then left out, not reported as a failure.
 */
export const isHiddenFromMe = (error: unknown) =>
  isApiError(error) && (error.status === 403 || error.status === 404);
