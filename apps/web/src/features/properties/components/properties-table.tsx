import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress, type PropertySummary } from '@openhouse/shared/properties/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BiddingStatusBadge } from '../../../components/bidding-status-badge';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { useSession } from '../../../lib/session-context';
import { ListingThumb } from './listing-thumb';
import { CardList } from '../../../components/card-list';

type PropertiesTableProps = {
  properties: PropertySummary[];
  /** The last column: a heart when browsing, the row's actions on My Listings. */
  actions?: { label: string; render: (property: PropertySummary) => ReactNode };
  /** More columns before the actions (My Listings' figures); on phones each reads as 'label: value'. */
  columns?: { label: string; render: (property: PropertySummary) => ReactNode }[];
};

/** Below Mantine's sm breakpoint (768 px) the rows are cards: a table would put the price and actions behind a sideways scroll. */
const CARDS_QUERY = '(max-width: 47.99em)';

function AddressCell({ property }: { property: PropertySummary }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ListingThumb cover={property.cover} />
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={`/properties/${property.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {formatAddress(property)}
        </Anchor>
        {property.published_at === null ? (
          <Badge color="violet" variant="light" size="xs" style={{ flexShrink: 0, overflow: 'visible' }}>
            Draft
          </Badge>
        ) : null}
        {property.bidding_property ? <BiddingStatusBadge auction={property.bidding_property} size="xs" /> : null}
      </Stack>
    </Group>
  );
}

/** The same facts and actions as a table row, one card per listing, for phones. */
function PropertyCards({ properties, actions, columns = [] }: PropertiesTableProps) {
  const { user } = useSession();
  return (
    <CardList items={properties} label="Properties" keyOf={(property) => property.id} cardLabel={(property) => formatAddress(property)}>
      {(property) => (
        <Stack gap="xs">
          <AddressCell property={property} />
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{formatPrice(property.value)}</Text>
            <Text size="sm" c="dimmed">
              Created {formatDate(property.created_at, user?.timezone)}
            </Text>
          </Group>
          {columns.length > 0 ? (
            <Group gap="md" component="dl" m={0}>
              {columns.map((column) => (
                <Group key={column.label} gap={4} wrap="nowrap">
                  <Text component="dt" size="xs" c="dimmed">
                    {column.label}:
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {column.render(property)}
                  </Text>
                </Group>
              ))}
            </Group>
          ) : null}
          <Text size="sm" c="dimmed">
            Id {property.id} · {property.country}
          </Text>
          {actions ? actions.render(property) : null}
        </Stack>
      )}
    </CardList>
  );
}

/** The spec's listing table: id, address, country, price and created_at, with a small cover; cards on phones. */
export function PropertiesTable({ properties, actions, columns = [] }: PropertiesTableProps) {
  const { user } = useSession();
  // Read at once (not after a first render) so a phone never flashes the table.
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  if (cards) return <PropertyCards properties={properties} actions={actions} columns={columns} />;

  const columnCount = (actions ? 6 : 5) + columns.length;
  return (
    <TableFrame minWidth={640 + columns.length * 90} empty={properties.length === 0}>
      <Table highlightOnHover verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Id</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Created</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            {actions ? <Table.Th>{actions.label}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {properties.length === 0 ? (
            <EmptyTableRow colSpan={columnCount} py="lg" />
          ) : (
            properties.map((property) => (
              <Table.Tr key={property.id}>
                <Table.Td>{property.id}</Table.Td>
                <Table.Td>
                  <AddressCell property={property} />
                </Table.Td>
                <Table.Td>{property.country}</Table.Td>
                <Table.Td>{formatPrice(property.value)}</Table.Td>
                <Table.Td>{formatDate(property.created_at, user?.timezone)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.render(property)}</Table.Td>
                ))}
                {actions ? <Table.Td>{actions.render(property)}</Table.Td> : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
