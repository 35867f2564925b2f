import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { IconArrowLeft } from '../../../../components/icons';
import { demoAdmin } from '../model';
import classes from './AdminAuth.module.css';

/** The demo has no e-mail service: explain how to get back in instead. */
export function AdminForgotPasswordPage() {
  return (
    <div className={classes.page}>
      <main id="main" className={classes.main}>
        <Paper withBorder shadow="md" radius="lg" p="xl" className={classes.card}>
          <Stack gap="md">
            <Title order={1} className={classes.title}>
              Forgot your password?
            </Title>
            <Text size="sm">
              This back office is a demo: there is no e-mail service, so no reset link can be sent.
              Everything — products, coupons, orders and accounts — lives in this browser.
            </Text>
            <Title order={2} size="h4">
              Sign in with the demo administrator
            </Title>
            <Text size="sm">
              Email <Code>{demoAdmin.email}</Code>, password <Code>{demoAdmin.password}</Code>.
            </Text>
            <Title order={2} size="h4">
              How to reset
            </Title>
            <List size="sm" spacing="xs">
              <List.Item>
                Use the demo administrator above: its password is always restored with the demo
                data.
              </List.Item>
              <List.Item>
                To start over completely, clear this site&apos;s data in your browser (Settings →
                Privacy → Site data, or DevTools → Application → Clear storage) and reload. The demo
                data, including the demo administrator, is created again.
              </List.Item>
            </List>
            <Anchor component={Link} to={paths.adminLogin} size="sm" className={classes.back}>
              <IconArrowLeft size={14} /> Back to login
            </Anchor>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
