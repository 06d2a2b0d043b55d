import { Button } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// The share button, the visitor's card and the phone's action bar come after the listing itself: kept out of the listing
// page's first load (a public route on a JavaScript budget, apps/web/build/route-budgets.ts).
const MoreHomesCard = lazy(() => import('./more-homes-card').then((module) => ({ default: module.MoreHomesCard })));
const ShareButton = lazy(() => import('./share-button').then((module) => ({ default: module.ShareButton })));
const DraftPreviewBanner = lazy(() => import('./draft-preview-banner').then((module) => ({ default: module.DraftPreviewBanner })));
const ListingActionBar = lazy(() => import('./listing-action-bar').then((module) => ({ default: module.ListingActionBar })));

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
