import { Box, Text, ThemeIcon } from '@mantine/core';
import { IconHomeBolt } from '@tabler/icons-react';
import { Link } from 'react-router';

type WordmarkProps = {
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
}

/** "Openhouse" logo wordmark; always links to the home page. */
export function Wordmark({ inverted = false }: WordmarkProps) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label="Openhouse home"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 10, textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon
        size={32}
        radius="md"
        variant="gradient"
        gradient={{ from: 'blue.8', to: 'cyan.7', deg: 135 }}
        aria-hidden
      >
        <IconHomeBolt size={19} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Text
        component="span"
        fw={800}
        fz={{ base: 20, xs: 22 }}
        lh={1}
        c={inverted ? 'white' : undefined}
        style={{ letterSpacing: '-0.02em' }}
      >
        Openhouse
      </Text>
    </Box>
  );
}
