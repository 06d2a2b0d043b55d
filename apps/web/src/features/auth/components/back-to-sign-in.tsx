import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from the side pages of signing in (confirm, forgot, reset). */
export function BackToSignIn() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/auth/login">
        Back to sign in
      </Anchor>
    </Text>
  );
}
