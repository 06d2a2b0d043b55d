import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { eventTypeLabels, eventTotal, formatInsightDate } from '@openhouse/shared/properties/insight-chart';
import type { EventType, InsightRow } from '@openhouse/shared/properties/insights';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';

type InsightPeopleTableProps = { rows: InsightRow[]; eventType: EventType };

function ContactActions({ user }: { user: NonNullable<InsightRow['user']> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        component="a"
        href={`mailto:${user.email}`}
        size="compact-xs"
        variant="light"
        leftSection={<IconMail size={14} aria-hidden />}
        aria-label={`E-mail ${user.name}`}
      >
        E-mail
      </Button>
      <Button
        component={Link}
        to={`/messages?with=${user.id}`}
        size="compact-xs"
        variant="light"
        leftSection={<IconMessageCircle size={14} aria-hidden />}
        aria-label={`Message ${user.name}`}
      >
        Message
      </Button>
    </Group>
  );
}

/** Who was behind the numbers, with the spec's ways to reach them: e-mail or an in-app message. */
export function InsightPeopleTable({ rows, eventType }: InsightPeopleTableProps) {
  return (
    <TableFrame minWidth={720} empty={rows.length === 0}>
      <Table verticalSpacing="xs" aria-label="People">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">{eventTypeLabels[eventType]}</Table.Th>
            <Table.Th>Contact</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyTableRow colSpan={6} />
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={`${row.user?.id ?? 'visitor'}-${row.date}-${index}`}>
                <Table.Td>{row.user ? row.user.name : <Text c="dimmed">Anonymous visitor</Text>}</Table.Td>
                <Table.Td>
                  {row.user ? (
                    <Anchor href={`mailto:${row.user.email}`} size="sm">
                      {row.user.email}
                    </Anchor>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.user?.roles.map((role) => (
                      <Badge key={role.name} size="xs" variant="light">
                        {role.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatInsightDate(row.date)}</Table.Td>
                <Table.Td ta="right">{eventTotal(row, eventType)}</Table.Td>
                <Table.Td>{row.user ? <ContactActions user={row.user} /> : null}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
