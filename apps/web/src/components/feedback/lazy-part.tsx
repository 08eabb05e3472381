import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a page whose code loads when it is first drawn (or earlier, if `load` is also called ahead, as
 * `preloadMemberParts` does): it draws nothing until its code is in, so use it for parts that appear after the
 * page's own content (a dialog, a signed-in person's actions), not for the content a person came to see.
 * `load` should go through `loadCode`, which asks once more if a request fails.
 *
 *     export const LazyDonateModal = lazyPart(() => loadCode(() => import('./DonateModal')), (m) => m.DonateModal);
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Part = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
