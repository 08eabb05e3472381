// What other modules use of settings: the default images of events and lists.
export { assertOwnImage, defaultImageSvg, fallbackImage, isDefaultImage } from './default-images.js';
