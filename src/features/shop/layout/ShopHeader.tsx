import {
  ActionIcon,
  Anchor,
  Burger,
  Container,
  Group,
  Indicator,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCartCount } from '../../../data/cartHooks';
import { paths } from '../../../config/paths';
import { useCustomerSession } from '../../../data/useSession';
import { useWishlistCount } from '../../../data/wishlist';
import { IconArrowLeft, IconCart, IconHeart, IconSearch } from '../../../components/icons';
import { AccountButton } from './AccountButton';
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

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);
const ShopDrawer = lazy(() => import('./ShopDrawer'));

const preloadAccountMenu = () => void loadAccountMenu().catch(() => undefined);

/**
 * The account button; the real menu replaces it on the first click, opened.
 * Hover and focus fetch the menu's code ahead, so the click rarely waits.
 */
function AccountMenuSlot() {
  const session = useCustomerSession();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const placeholder = (
    <AccountButton
      session={session}
      onPointerEnter={preloadAccountMenu}
      onFocus={preloadAccountMenu}
      onClick={() => {
        setUsed(true);
        setOpened(true);
      }}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu session={session} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}

/**
 * A header icon link with its count badge. The counts live in these small components, not in
 * the header: when the cart or the wishlist loads, only its link re-renders, not the whole header.
 */
function HeaderCountLink({
  count,
  label,
  to,
  color,
  testId,
  icon,
}: {
  count: number;
  label: string;
  to: string;
  color: string;
  testId: string;
  icon: ReactNode;
}) {
  return (
    <Indicator label={count} size={18} color={color} disabled={count === 0} offset={4} zIndex={2}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label={countLabel(label, count)}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}

function WishlistHeaderLink() {
  return (
    <HeaderCountLink
      count={useWishlistCount()}
      label="Wishlist"
      to={paths.shopWishlist}
      color="red.8"
      testId="header-wishlist"
      icon={<IconHeart />}
    />
  );
}

function CartHeaderLink() {
  return (
    <HeaderCountLink
      count={useCartCount()}
      label="Cart"
      to={paths.shopCart}
      color="sky"
      testId="header-cart"
      icon={<IconCart />}
    />
  );
}

export function ShopHeader() {
  const location = useLocation();
  const active = activeShopNav(location.pathname, location.search);
  const [drawerOpen, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so it can animate closed afterwards.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
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
          <WishlistHeaderLink />
          <CartHeaderLink />
          <AccountMenuSlot />
        </Group>
      </Container>

      <Container size="xl" hiddenFrom="md" className={classes.mobileSearchRow}>
        <HeaderSearch id="shop-search-mobile" />
      </Container>

      {drawerUsed && (
        <Suspense fallback={null}>
          <ShopDrawer opened={drawerOpen} onClose={drawer.close} navItems={navItems('drawer')} />
        </Suspense>
      )}
    </header>
  );
}
