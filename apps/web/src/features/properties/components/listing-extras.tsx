import { Button } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../../lib/lazy-part';

// The share button, the visitor's card and the phone's action bar come after the listing itself: kept out of the listing
// page's first load (a public route on a JavaScript budget, apps/web/build/route-budgets.ts). The server draws Share
// and the action bar with the page; their code is named in its first visit (build/first-visit-preloads.ts).
const MoreHomesCard = lazyPart(() => import('./more-homes-card').then((module) => module.MoreHomesCard));
const ShareButton = lazyPart(() => import('./share-button').then((module) => module.ShareButton), { drawnByServer: true });
const DraftPreviewBanner = lazyPart(() => import('./draft-preview-banner').then((module) => module.DraftPreviewBanner));
const ListingActionBar = lazyPart(() => import('./listing-action-bar').then((module) => module.ListingActionBar), { drawnByServer: true });

export function LazyMoreHomesCard() {
  return (
    <Suspense fallback={null}>
      <MoreHomesCard />
    </Suspense>
  );
}

/** Only a draft's listing side ever gets a draft, so buyers never download the banner. */
export function LazyDraftPreviewBanner(props: ComponentProps<typeof DraftPreviewBanner>) {
  return (
    <Suspense fallback={null}>
      <DraftPreviewBanner {...props} />
    </Suspense>
  );
}

export function LazyListingActionBar(props: ComponentProps<typeof ListingActionBar>) {
  return (
    <Suspense fallback={null}>
      <ListingActionBar {...props} />
    </Suspense>
  );
}

/** Until its code arrives the button holds its place, so the header does not shift. */
export function LazyShareButton(props: ComponentProps<typeof ShareButton>) {
  return (
    <Suspense
      fallback={
        <Button variant="light" disabled>
          Share
        </Button>
      }
    >
      <ShareButton {...props} />
    </Suspense>
  );
}
