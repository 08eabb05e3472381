// A step of the app's start (`main.tsx`): the Spanish texts (es.json) and i18next set up with them.
export { i18n } from '@/i18n';
