// What other modules use of files: reading and limiting uploads, re-encoding pictures, and who owns an upload.
export { AVATAR, COVER, IMAGE_MAX_PIXELS, imageQueue, reencodeImage } from './images.js';
export { assertUploadedBy, recordUpload } from './ownership.js';
export { releaseImage } from './release.js';
export { limitUploads, readUploadedFile } from './upload.js';
