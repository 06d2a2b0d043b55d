import { Stack } from '@mantine/core';
import { HOME_LIST_LIMITS } from '@openhouse/shared/properties/home-lists';
import { HomeListRow } from './home-list-row';

/** The spec's home lists, shown on the browsing page until the visitor searches or filters. */
export function HomeLists() {
  return (
    <Stack gap="xl">
      <HomeListRow kind="featured" title="Featured" failureName="Featured Properties" emptyText="No featured listings right now." skeletons={HOME_LIST_LIMITS.featured} />
      <HomeListRow
        kind="recommended"
        title="Recommended for you"
        failureName="Recommended Properties"
        emptyText="Nothing to recommend yet. Listings by other agents that match what you view and save will show here."
        skeletons={HOME_LIST_LIMITS.recommended}
      />
      <HomeListRow kind="trending" title="Trending" failureName="Trending Properties" emptyText="Nothing is trending this week yet." skeletons={3} />
      <HomeListRow kind="recently_added" title="Recently added" failureName="Recently Added Properties" emptyText="No listings have been added yet." skeletons={3} />
    </Stack>
  );
}
