import { Stack } from '@mantine/core';
import { HOME_LIST_LIMITS } from '@openhouse/shared/properties/home-lists';
import { HomeListRow } from './home-list-row';

/** Featured and recently added listings for visitors (the personal lists stay on the dashboard). */
export default function LandingListings() {
  return (
    <Stack gap="xl">
      <HomeListRow kind="featured" title="Featured homes" failureName="Featured Properties" emptyText="No featured listings right now." skeletons={HOME_LIST_LIMITS.featured} />
      <HomeListRow kind="recently_added" title="Recently added" failureName="Recently Added Properties" emptyText="No listings have been added yet." skeletons={3} />
    </Stack>
  );
}
