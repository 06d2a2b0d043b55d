import { Alert, Stack, Text, Title } from '@mantine/core';
import { browseMessages } from '@openhouse/shared/properties/browse-messages';
import { DeferredContent } from '../../../components/deferred-content';
import { useHomeList, type HomeListKind } from '../api/get-home-list';
import classes from './home-list-row.module.css';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

type HomeListRowProps = {
  kind: HomeListKind;
  title: string;
  /** How the spec's 'Failed to fetch ...' names this list. */
  failureName: string;
  emptyText: string;
  skeletons: number;
};

/** One home list as a horizontal row of cards, each list loading and failing on its own. */
export function HomeListRow({ kind, title, failureName, emptyText, skeletons }: HomeListRowProps) {
  const list = useHomeList(kind);
  const headingId = `home-list-${kind}`;

  const loadingCards = Array.from({ length: skeletons }, (_, index) => (
    <div key={index} className={classes.cell}>
      <PropertyCardSkeleton />
    </div>
  ));

  let body;
  if (list.isPending) {
    body = loadingCards;
  } else if (list.isError) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Alert color="red" variant="light">
          {browseMessages.fetchFailed(failureName)}
        </Alert>
      </Stack>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="md">
        {emptyText}
      </Text>
    );
  } else {
    // Cards keep a fixed width so a row scrolls sideways on phones instead of squeezing them. A row of cards
    // costs tens of milliseconds to draw on a phone, so it is drawn in slices while the loading cards stay.
    body = (
      <DeferredContent placeholder={loadingCards}>
        {list.data.data.map((property) => (
          <div key={property.id} className={classes.cell}>
            <PropertyCard property={property} />
          </div>
        ))}
      </DeferredContent>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} aria-busy={list.isPending}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <div className={classes.scroller}>{body}</div>
    </Stack>
  );
}
