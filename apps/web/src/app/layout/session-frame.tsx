import { Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../components/page-loader';
import { loadOnce } from '../../lib/load-once';
import { isLive, readSession } from '../../lib/session';
import { useSession } from '../../lib/session-context';

type Frame = 'app' | 'public';

/*
 * The listing page and the signing link are public, and the app frame (AppShell, the sidebar, the scroll lock)
 * weighs about 30 KiB gzipped: a visitor without a session gets the public layout's plain header instead, and a
 * signed-in user keeps the app frame (docs/ARCHITECTURE.md, Web). Each frame is downloaded once, when first drawn.
 */
const loaded: Partial<Record<Frame, ComponentType>> = {};

// One import per function: the build preloads whatever a single expression may import, so a ternary of the two
// imports had every signed-in page download the public layout as well.
const frameLoaders: Record<Frame, () => Promise<ComponentType>> = {
  app: loadOnce(() => import('./shell-layout').then((module) => (loaded.app = module.ShellLayout))),
  public: loadOnce(() => import('./public-layout').then((module) => (loaded.public = module.PublicLayout))),
};

const loadFrame = (frame: Frame): Promise<ComponentType> => frameLoaders[frame]();

/** For the route's `lazy`: the router waits for the frame the current visitor sees before drawing the page. */
export async function loadSessionFrame(): Promise<{ Component: ComponentType }> {
  await loadFrame(isLive(readSession()) ? 'app' : 'public');
  return { Component: SessionFrame };
}

function FrameFor({ frame }: { frame: Frame }) {
  const Component = loaded[frame];
  // Suspends until the frame arrives: only when the session changes on a page (signing in or out).
  if (!Component) throw loadFrame(frame);
  return <Component />;
}

/** The app frame for a signed-in user, the public layout for anyone else; the page is drawn in its outlet. */
export function SessionFrame() {
  const { isLive: signedIn } = useSession();
  return (
    <Suspense fallback={<PageLoader />}>
      <FrameFor frame={signedIn ? 'app' : 'public'} />
    </Suspense>
  );
}
