// A step of the app's start (`main.tsx`): the libraries every page uses (the query cache, i18next,
// Mantine's provider), evaluated on their own.
export { MantineProvider } from '@mantine/core';
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
