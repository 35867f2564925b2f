import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { customerSession } from '../../../data/session';
import { useCustomerSession } from '../../../data/useSession';
import { useCartCount } from '../cart/cartHooks';
import {
  IconArrowLeft,
  IconCart,
  IconHeart,
  IconSearch,
  IconUser,
} from '../../../components/icons';
import { useWishlistCount } from '../wishlist/wishlistStore';
import { activeShopNav, countLabel, headerSearchTarget, shopNavLinks } from './model';
import classes from './ShopHeader.module.css';

function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = headerSearchTarget(text);
    if (target) navigate(target); // blank after trimming: ignored
  };
  return (
    <form role="search" onSubmit={onSubmit} className={className} aria-label="Shop search">
      <TextInput
        id={id}
        type="search"
        aria-label="Search the shop"
        placeholder="Search drones, kits, courses…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        enterKeyHint="search"
        rightSectionWidth={72}
        rightSection={
          <UnstyledButton type="submit" className={classes.searchSubmit}>
            Search
          </UnstyledButton>
        }
      />
    </form>
  );
}

function AccountMenu() {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = () => {
    customerSession.clear();
    // The cart belongs to the session: signing out switches back to the guest cart.
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    navigate(paths.shop);
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant={session ? 'light' : 'subtle'}
          color={session ? 'sky' : 'dark'}
          size="lg"
          radius="xl"
          aria-label={
            session
              ? `Account menu, signed in as ${session.user.name || session.user.email}`
              : 'Account menu'
          }
        >
          {session ? (
            <span className={classes.initial} aria-hidden="true">
              {(session.user.name || session.user.email).charAt(0).toUpperCase()}
            </span>
          ) : (
            <IconUser />
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {session ? (
          <>
            <Box px="sm" py="xs">
              <Text fw={700} size="sm" truncate>
                {session.user.name || 'My account'}
              </Text>
              <Text size="xs" c="gray.7" truncate>
                {session.user.email}
              </Text>
            </Box>
            <Menu.Divider />
            <Menu.Item component={Link} to={paths.shopWishlist}>
              My Wishlist
            </Menu.Item>
            <Menu.Item component={Link} to={paths.shopCartHistory}>
              Cart History
            </Menu.Item>
            <Menu.Item component={Link} to={paths.shopOrderHistory}>
              Order History
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.8" onClick={signOut}>
              Sign Out
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Label>Welcome to the shop</Menu.Label>
            <Menu.Item component={Link} to={paths.signIn}>
              Sign In
            </Menu.Item>
            <Menu.Item component={Link} to={paths.signUp}>
              Sign Up
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ShopHeader() {
  const location = useLocation();
  const active = activeShopNav(location.pathname, location.search);
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer closes on navigation.
  const [drawerPath, setDrawerPath] = useState(location.key);
  if (drawerPath !== location.key) {
    setDrawerPath(location.key);
    if (drawerOpen) drawer.close();
  }

  const navItems = (variant: 'bar' | 'drawer') =>
    shopNavLinks.map((link) => (
      <Anchor
        key={link.key}
        component={Link}
        to={link.to}
        className={variant === 'bar' ? classes.navLink : classes.drawerLink}
        aria-current={active === link.key ? 'page' : undefined}
        data-active={active === link.key || undefined}
        underline="never"
      >
        {link.label}
      </Anchor>
    ));

  return (
    <header className={classes.header}>
      <div className={classes.topBar}>
        <Container size="xl" className={classes.topBarInner}>
          <Anchor
            component={Link}
            to={paths.home}
            className={classes.companyLink}
            underline="hover"
          >
            <IconArrowLeft size={14} />
            <span>SkyForge Technologies site</span>
          </Anchor>
          <Text component="p" size="xs" className={classes.promo} visibleFrom="sm">
            Free shipping · 30-day returns · 24/7 support
          </Text>
        </Container>
      </div>

      <Container size="xl" className={classes.bar}>
        <Burger
          opened={drawerOpen}
          onClick={drawer.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
        />
        <Link to={paths.shop} className={classes.logo} aria-label="SkyForge Shop home">
          <img src="/icons/favicon.svg" alt="" width={32} height={32} className={classes.logoImg} />
          <span className={classes.logoText}>
            SkyForge <span className={classes.logoAccent}>Shop</span>
          </span>
        </Link>

        <Group component="nav" aria-label="Shop" gap={4} visibleFrom="md" className={classes.nav}>
          {navItems('bar')}
        </Group>

        <HeaderSearch id="shop-search-desktop" className={classes.searchDesktop} />

        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <Indicator
            label={wishlistCount}
            size={18}
            color="red.8"
            disabled={wishlistCount === 0}
            offset={4}
            zIndex={2}
          >
            <ActionIcon
              component={Link}
              to={paths.shopWishlist}
              variant="subtle"
              color="dark"
              size="lg"
              radius="xl"
              aria-label={countLabel('Wishlist', wishlistCount)}
              data-testid="header-wishlist"
            >
              <IconHeart />
            </ActionIcon>
          </Indicator>
          <Indicator
            label={cartCount}
            size={18}
            color="sky"
            disabled={cartCount === 0}
            offset={4}
            zIndex={2}
          >
            <ActionIcon
              component={Link}
              to={paths.shopCart}
              variant="subtle"
              color="dark"
              size="lg"
              radius="xl"
              aria-label={countLabel('Cart', cartCount)}
              data-testid="header-cart"
            >
              <IconCart />
            </ActionIcon>
          </Indicator>
          <AccountMenu />
        </Group>
      </Container>

      <Container size="xl" hiddenFrom="md" className={classes.mobileSearchRow}>
        <HeaderSearch id="shop-search-mobile" />
      </Container>

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title="SkyForge Shop"
        size="80%"
        hiddenFrom="md"
        padding="lg"
      >
        <Stack component="nav" aria-label="Shop menu" gap={4}>
          {navItems('drawer')}
          <Divider my="sm" />
          <Anchor
            component={Link}
            to={paths.shopWishlist}
            className={classes.drawerLink}
            underline="never"
          >
            My Wishlist ({wishlistCount})
          </Anchor>
          <Anchor
            component={Link}
            to={paths.shopCart}
            className={classes.drawerLink}
            underline="never"
          >
            Cart ({cartCount})
          </Anchor>
          <Divider my="sm" />
          <Anchor component={Link} to={paths.home} className={classes.drawerLink} underline="never">
            Back to SkyForge Technologies
          </Anchor>
        </Stack>
      </Drawer>
    </header>
  );
}
