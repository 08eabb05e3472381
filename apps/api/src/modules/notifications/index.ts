// What other modules use of notifications: marking read what a change makes old news.
export { markReadAbout } from './service.js';
