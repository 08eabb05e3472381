// A step of the app's start (`main.tsx`): i18next set up; the texts come in parts with the code that shows them.
export { i18n } from '@/i18n';
