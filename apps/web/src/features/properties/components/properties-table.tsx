import { Anchor, Group, Stack, Table } from '@mantine/core';
import { formatDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress, type PropertySummary } from '@openhouse/shared/properties/listing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BiddingStatusBadge } from '../../../components/bidding-status-badge';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { useSession } from '../../../lib/session-context';
import { ListingThumb } from './listing-thumb';

type PropertiesTableProps = {
  properties: PropertySummary[];
  /** The last column: a heart when browsing, the row's actions on My Listings. */
  actions?: { label: string; render: (property: PropertySummary) => ReactNode };
};

/** The spec's listing table: id, address, country, price and created_at, with a small cover. */
export function PropertiesTable({ properties, actions }: PropertiesTableProps) {
  const { user } = useSession();
  const columns = actions ? 6 : 5;
  return (
    <TableFrame minWidth={640} empty={properties.length === 0}>
      <Table highlightOnHover verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Id</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Created</Table.Th>
            {actions ? <Table.Th>{actions.label}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {properties.length === 0 ? (
            <EmptyTableRow colSpan={columns} py="lg" />
          ) : (
            properties.map((property) => (
              <Table.Tr key={property.id}>
                <Table.Td>{property.id}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ListingThumb cover={property.cover} />
                    <Stack gap={2}>
                      <Anchor component={Link} to={`/properties/${property.id}`} size="sm">
                        {formatAddress(property)}
                      </Anchor>
                      {property.bidding_property ? <BiddingStatusBadge auction={property.bidding_property} size="xs" /> : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{property.country}</Table.Td>
                <Table.Td>{formatPrice(property.value)}</Table.Td>
                <Table.Td>{formatDate(property.created_at, user?.timezone)}</Table.Td>
                {actions ? <Table.Td>{actions.render(property)}</Table.Td> : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
