import { Anchor, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSiteSettings } from '../data/siteSettings';
import { IconCog } from './icons';
import { usePageMeta } from './usePageMeta';
import classes from './MaintenancePage.module.css';

export const maintenanceTexts = {
  title: 'Down for maintenance',
  body: 'We are making some improvements and will be back shortly. Thank you for your patience.',
  staff: 'Staff sign in',
} as const;

/** What the site and the shop show instead of their pages while maintenance mode is on. */
export function MaintenancePage() {
  const { siteName } = useSiteSettings();
  usePageMeta({ title: maintenanceTexts.title, description: maintenanceTexts.body });
  return (
    <Center className={classes.page} px="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light" color="sky" aria-hidden="true">
          <IconCog size={40} />
        </ThemeIcon>
        <Text fw={700} c="dimmed">
          {siteName}
        </Text>
        <Title order={1}>{maintenanceTexts.title}</Title>
        <Text size="lg">{maintenanceTexts.body}</Text>
        <Anchor component={Link} to={paths.adminLogin} size="sm">
          {maintenanceTexts.staff}
        </Anchor>
      </Stack>
    </Center>
  );
}
