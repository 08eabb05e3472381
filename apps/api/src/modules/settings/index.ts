// What other modules use of settings: the default images of events and lists.
export { assertOwnImage, fallbackImage, isDefaultImage } from './default-images.js';
