import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatUsPhone } from '@openhouse/shared/accounts/phone-format';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { Vendor } from '../api/vendors-api';

type VendorTableProps = { vendors: readonly Vendor[]; onEdit: (vendor: Vendor) => void; onDelete: (vendor: Vendor) => void };

/** The vendor list: who, how to reach them, their trade, and the edit and delete actions. */
export function VendorTable({ vendors, onEdit, onDelete }: VendorTableProps) {
  return (
    <TableFrame minWidth={720} empty={vendors.length === 0}>
      <Table striped highlightOnHover withTableBorder aria-label="Vendors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>User name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Vendor type</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vendors.length === 0 ? (
            <EmptyTableRow colSpan={6} />
          ) : (
            vendors.map((vendor) => (
              <Table.Tr key={vendor.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {vendor.name}
                  </Text>
                </Table.Td>
                <Table.Td>{vendor.user_name}</Table.Td>
                <Table.Td>{vendor.email}</Table.Td>
                <Table.Td>{vendor.phone ? formatUsPhone(vendor.phone) : '—'}</Table.Td>
                <Table.Td>{vendor.vendor_type ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button size="compact-sm" variant="subtle" aria-label={`Edit ${vendor.name}`} onClick={() => onEdit(vendor)}>
                      Edit
                    </Button>
                    <Button size="compact-sm" variant="subtle" color="red" aria-label={`Delete ${vendor.name}`} onClick={() => onDelete(vendor)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
