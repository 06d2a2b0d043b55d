import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A component whose code is a chunk of its own, drawn as soon as that code is in. */
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/** The parts the server draws into public pages, whose modules the browser has loaded so far. */
const drawnByServer = new Set<() => Promise<unknown>>();

/**
 * Like React's `lazy`, except that once the code is loaded the part is drawn at once instead of suspending
 * first. That matters when the browser takes over a page the server drew: a part that suspends there is left as
 * the server's markup until its boundary is hydrated on its own, later, and a click on it before then does
 * nothing. Parts the server draws say so (`drawnByServer`), and the browser loads their code before it takes the
 * page over (`preloadServerDrawnParts`), so they are taken over with the rest of the page.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: { drawnByServer?: boolean } = {}): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  if (options.drawnByServer) drawnByServer.add(preload);

  function Part(props: P) {
    // Chosen once per mount: turning from the suspending wrapper to the loaded component would mount it again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}

/**
 * Loads the code of every server-drawn part declared by the modules loaded so far (the page being taken over
 * and its imports). A download that fails leaves that part to suspend as before.
 */
export function preloadServerDrawnParts(): Promise<unknown> {
  return Promise.allSettled([...drawnByServer].map((preload) => preload()));
}
