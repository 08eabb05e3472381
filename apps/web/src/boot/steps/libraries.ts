// A step of the app's start (`main.tsx`): the libraries every page uses (the query cache and
// Mantine's provider), evaluated on their own.
export { MantineProvider } from '@mantine/core';
export { QueryClient } from '@tanstack/react-query';
