import { Alert, Box, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { useHomeList, type HomeListKind } from '../api/get-home-list';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

type HomeListRowProps = {
  kind: HomeListKind;
  title: string;
  /** How the spec's 'Failed to fetch ...' names this list. */
  failureName: string;
  emptyText: string;
  skeletons: number;
};

const CARD_WIDTH = 280;

/** One home list as a horizontal row of cards, each list loading and failing on its own. */
export function HomeListRow({ kind, title, failureName, emptyText, skeletons }: HomeListRowProps) {
  const list = useHomeList(kind);
  const headingId = `home-list-${kind}`;

  let body;
  if (list.isPending) {
    body = Array.from({ length: skeletons }, (_, index) => (
      <Box key={index} w={CARD_WIDTH} style={{ flexShrink: 0 }}>
        <PropertyCardSkeleton />
      </Box>
    ));
  } else if (list.isError) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Alert color="red" variant="light">
          {propertyMessages.fetchFailed(failureName)}
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
    body = list.data.data.map((property) => (
      // Cards keep a fixed width so a row scrolls sideways on phones instead of squeezing them.
      <Box key={property.id} w={CARD_WIDTH} maw="80vw" style={{ flexShrink: 0 }}>
        <PropertyCard property={property} />
      </Box>
    ));
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} aria-busy={list.isPending}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Box display="flex" style={{ gap: 'var(--mantine-spacing-md)' }} pb={4}>
          {body}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
