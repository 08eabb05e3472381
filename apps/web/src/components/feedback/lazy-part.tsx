import { type ComponentType, lazy, Suspense } from 'react';

/** A lazily loaded part, with a way to ask for its code ahead of drawing it. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the code (once; a failed request is asked again by the next call or the first draw), and
   * resolves when it is in (or failed: the first draw then asks again).
   */
  preload: () => Promise<void>;
};

/**
 * A part of a page whose code loads when it is first drawn (or earlier, with `preload`, called when a person
 * shows the intent to open it: pointing at or focusing its button, `preloadOnPointing`): it draws nothing until its code is
 * in, so use it for parts that appear after the page's own content (a dialog, a signed-in person's actions), not
 * for the content a person came to see. `load` should go through `loadCode`, which asks once more if a request
 * fails.
 *
 *     export const LazyDonateModal = lazyPart(() => loadCode(() => import('./DonateModal')), (m) => m.DonateModal);
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  // One request for both the preload and the first draw; a failed one is asked again next time.
  let loading: Promise<M> | null = null;
  const start = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Part = lazy(() => start().then((m) => ({ default: pick(m) })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.preload = () =>
    start().then(
      () => {},
      () => {},
    );
  return LazyPart;
}
