import { Box, Center, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import classes from './auth-layout.module.css';

/** Sign-in, sign-up and the other account pages: a centred card, no sidebar. */
export function AuthLayout() {
  return (
    <Box className={classes.root}>
      <Group px={{ base: 'sm', sm: 'lg' }} h={64}>
        <Logo />
      </Group>
      <Center className={classes.main} px={{ base: 'xs', xs: 'sm' }} py="lg">
        <Container size={520} w="100%" p={0}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Center>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        © {new Date().getFullYear()} Openhouse
      </Text>
    </Box>
  );
}
