import { Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Every figure card is at least this tall, and so is each card of the loading grid: a card without a line of
 * detail (84 px) once made the grid shrink when the figures arrived, moving everything below it (layout shift).
 */
export const FIGURE_CARD_HEIGHT = 104;

/**
 * One key figure, linking to where it is worked on. Named by its own words, label, figure and detail: a label
 * written apart ("Active listings: 3") left the detail out, which speech input and axe both refuse.
 */
export function FigureCard({ label, value, to, detail }: { label: string; value: string | number; to: string; detail?: string }) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Paper withBorder p="md" h="100%" mih={FIGURE_CARD_HEIGHT}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {detail}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
