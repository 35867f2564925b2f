import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Session } from '../../../api/types';
import { paths } from '../../../config/paths';
import { useSiteSettings, writeSiteSettings } from '../../../data/siteSettings';
import type { Settings } from '../../../data/settings';
import { useSettings } from '../../../data/useSettings';
import { useUnreadMessageCount } from '../../../data/useUnreadMessageCount';
import { IconLogout, IconMessage } from '../../../components/icons';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { AdminTimeZoneContext } from '../shared/adminTimeZoneContext';
import classes from './AdminShell.module.css';
import { adminNavigation, isNavLinkActive, messagesShortcutLabel } from './navigation';
import { useAdminLogOut } from './useAdminLogOut';

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * What every back-office page keeps up besides showing the settings and the count. Its code loads
 * once the database has answered the count, so it never comes before the frame's first paint.
 */
function useShellUpkeep(settings: Settings | undefined, unread: number | null | undefined) {
  // Keeps the site's copy of the settings in step (e.g. after site data was cleared).
  useEffect(() => {
    if (settings) writeSiteSettings(settings);
  }, [settings]);
  // The inbox's sample conversations are part of what every back-office page counts: seeded here
  // (a fresh database, or one just reset), not when the Messages page first opens.
  useEffect(() => {
    if (unread !== null) return;
    import('../../../data/conversations')
      .then(({ ensureSampleConversations }) => ensureSampleConversations())
      .catch((error: unknown) =>
        console.error('[messages] could not seed sample conversations', error),
      );
  }, [unread]);
  // Replies to contact messages written offline go out from any back-office page. Their code
  // (with EmailJS) loads only when one waits.
  const loaded = unread !== undefined;
  useEffect(() => {
    if (!loaded) return;
    import('../../../data/outbox')
      .then(async ({ countOutbox }) => {
        if ((await countOutbox('contactReply')) === 0) return;
        const { startReplySync } = await import('../shared/contactReplies');
        startReplySync();
      })
      .catch((error: unknown) => console.error('[messages] could not start the reply sync', error));
  }, [loaded]);
}

/** The back office frame: sidebar, top bar and the page. The guard lives in AdminLayout. */
export function AdminShell({ session, children }: { session: Session; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The settings and the unread count come from the app database, whose code loads after the
  // frame has painted (decision 0009): until then the frame shows the site's stored copy of the
  // settings and no count.
  const settings = useSettings();
  const counted = useUnreadMessageCount();
  const unread = counted ?? undefined;
  useShellUpkeep(settings, counted);
  // Below the md breakpoint (62em) the sidebar is an off-canvas drawer: while
  // closed, keep its links out of the tab order and the accessibility tree.
  // Read at the first render (the query's default waits for an effect): a phone would render the
  // whole frame a second time at start-up, with its drawer's links.
  const small = useMediaQuery('(max-width: 61.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const navHidden = small && !opened;
  // A phone's closed drawer leaves its links out until it first opens (less for the first paint),
  // then keeps them, so that it slides away with them.
  const [navLinksKept, setNavLinksKept] = useState(false);
  const toggleNav = () => {
    setNavLinksKept(true);
    toggle();
  };
  const { name, email } = session.user;
  // While the settings load, the site's copy of them (no flash of another name).
  const mirrored = useSiteSettings();
  const siteName = settings?.siteName ?? mirrored.siteName;
  const siteDescription = settings?.siteDescription ?? mirrored.siteDescription;

  // On small screens the sidebar is a drawer: close it after navigating.
  useEffect(() => {
    close();
  }, [pathname, close]);

  const logOut = useAdminLogOut();
  const logout = () => {
    logOut(session.token);
    navigate(paths.adminLogin, { replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" className={classes.brandGroup}>
            <Burger
              opened={opened}
              onClick={toggleNav}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            {/* The admin's site name and description (Settings → General). */}
            <UnstyledButton component={Link} to={paths.admin} className={classes.brand}>
              <Text fw={800} size="lg" className={classes.brandText}>
                <span className={classes.brandName}>{siteName}</span>{' '}
                <span className={classes.brandAccent}>Admin</span>
              </Text>
              {siteDescription ? (
                <Text size="xs" c="dimmed" truncate="end" visibleFrom="sm">
                  {siteDescription}
                </Text>
              ) : null}
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <DeferredTooltip label="Messages">
              <UnstyledButton
                component={Link}
                to={paths.adminMessages}
                className={classes.iconLink}
                aria-label={messagesShortcutLabel(unread)}
              >
                <IconMessage size={20} />
                {unread !== undefined && unread > 0 ? (
                  <Badge
                    size="xs"
                    color="red"
                    variant="filled"
                    circle={unread < 10}
                    className={classes.unreadBadge}
                    aria-hidden="true"
                  >
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                ) : null}
              </UnstyledButton>
            </DeferredTooltip>
            <Group gap="xs" wrap="nowrap" className={classes.user} visibleFrom="xs">
              <Avatar color="sky" radius="xl" size="md" aria-hidden="true">
                {initials(name, email)}
              </Avatar>
              <Stack gap={0} visibleFrom="sm" className={classes.userText}>
                <Text size="sm" fw={600} truncate="end">
                  {name || 'Administrator'}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {email}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="light"
              color="gray"
              size="sm"
              leftSection={<IconLogout size={16} />}
              onClick={logout}
              visibleFrom="sm"
            >
              Logout
            </Button>
            {/* Phones: the same action as an icon, so the top bar fits the screen. */}
            <DeferredTooltip label="Logout">
              <ActionIcon
                variant="light"
                color="gray"
                size="lg"
                onClick={logout}
                aria-label="Logout"
                hiddenFrom="sm"
              >
                <IconLogout size={18} />
              </ActionIcon>
            </DeferredTooltip>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        aria-label="Admin sections"
        inert={navHidden}
        className={classes.navbar}
        data-opened={opened || undefined}
      >
        {navHidden && !navLinksKept ? null : <AdminNavLinks pathname={pathname} />}
      </AppShell.Navbar>

      <AppShell.Main id="main" className={classes.main}>
        <AdminTimeZoneContext value={settings?.timezone ?? 'UTC'}>
          <div className={classes.content}>{children}</div>
        </AdminTimeZoneContext>
      </AppShell.Main>
    </AppShell>
  );
}

// The sidebar re-renders only when the page changes: the settings and the unread count arriving
// re-render the top bar, not its links.
const AdminNavLinks = memo(function AdminNavLinks({ pathname }: { pathname: string }) {
  return (
    <ScrollArea className={classes.navScroll} type="auto">
      <div className={classes.nav}>
        {adminNavigation.map((group) => (
          <div key={group.label} className={classes.group}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.groupLabel}>
              {group.label}
            </Text>
            {group.links.map((link) => {
              const active = isNavLinkActive(link, pathname);
              const Icon = link.icon;
              return (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  leftSection={<Icon size={18} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  className={classes.link}
                  variant="filled"
                />
              );
            })}
          </div>
        ))}
      </div>
    </ScrollArea>
  );
});
