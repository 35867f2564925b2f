// The account menu. Loaded when someone reaches for its button (see
// AccountMenuSlot in ShopHeader): Mantine's Menu brings floating-ui, which no
// shop page needs before that.
import { Box, Menu, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCustomerLogOut } from './useCustomerLogOut';
import type { Session } from '../../../api/types';
import { useInstallApp } from '../../../components/useInstallApp';
import { AccountButton } from './AccountButton';

export interface AccountMenuProps {
  session: Session | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

export default function AccountMenu({ session, opened, onChange }: AccountMenuProps) {
  const navigate = useNavigate();
  const target = useRef<HTMLButtonElement>(null);
  const install = useInstallApp();
  // It mounts in place of the button that was just clicked: keep the focus there.
  useEffect(() => target.current?.focus(), []);
  const logOut = useCustomerLogOut();
  const signOut = () => {
    logOut();
    navigate(paths.shop);
  };

  const installItem = install.offer && (
    <>
      <Menu.Divider />
      <Menu.Item onClick={install.start}>Install app</Menu.Item>
    </>
  );

  return (
    <>
      <Menu
        position="bottom-end"
        width={240}
        shadow="md"
        withinPortal
        opened={opened}
        onChange={onChange}
      >
        <Menu.Target>
          <AccountButton ref={target} session={session} />
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
              {installItem}
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
              {installItem}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {install.instructions}
    </>
  );
}
