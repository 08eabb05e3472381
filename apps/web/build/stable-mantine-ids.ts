import type { Plugin } from 'vite';

/**
 * Mantine's `useId` (9.x) replaces React's id with a random one in a layout effect, after every mount.
 * On a page the server rendered, every component with an id (inputs, menus, tooltips, segmented
 * controls…) therefore sets state in hydration's commit, and React re-renders them synchronously in the
 * same task, after flushing every effect of the page early, which turns hydration's commit into a long
 * task on a phone. The random id buys nothing here: React's `useId` is already
 * unique in the app's one root and the same on the server and in the browser. The browser's build gives
 * Mantine's module that behaviour (the server never ran the effect, so it already renders this id).
 */
const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');
}
`;

export function stableMantineIds(): Plugin {
  return {
    name: 'detalle-stable-mantine-ids',
    enforce: 'pre',
    load: (id) => (MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null),
  };
}
