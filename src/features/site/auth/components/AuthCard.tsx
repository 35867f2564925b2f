import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import classes from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

/** Centred card with the logo and a way home (the site header is hidden on these routes). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <Center className={classes.center}>
        <Stack gap="lg" className={classes.column}>
          <Anchor component={Link} to={paths.home} className={classes.brand} underline="never">
            <img src="/icons/favicon.svg" alt="" width={40} height={40} />
            <span>SkyForge Technologies</span>
          </Anchor>
          <Paper withBorder radius="lg" shadow="md" p={{ base: 'lg', sm: 'xl' }}>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={6} mb="lg">
              {subtitle}
            </Text>
            {children}
          </Paper>
          <Anchor component={Link} to={paths.home} size="sm" ta="center">
            ← Back to home page
          </Anchor>
        </Stack>
      </Center>
    </div>
  );
}
