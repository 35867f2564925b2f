import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { Session } from '../../../api/types';
import { IconUser } from '../../../components/icons';
import classes from './ShopHeader.module.css';

type AccountButtonProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & {
    session: Session | null;
  };

/** The account menu's button: the customer's initial when signed in. */
export function AccountButton({ session, ...rest }: AccountButtonProps) {
  return (
    <ActionIcon
      variant={session ? 'light' : 'subtle'}
      color={session ? 'sky' : 'dark'}
      size="lg"
      radius="xl"
      aria-haspopup="menu"
      aria-label={
        session
          ? `Account menu, signed in as ${session.user.name || session.user.email}`
          : 'Account menu'
      }
      {...rest}
    >
      {session ? (
        <span className={classes.initial} aria-hidden="true">
          {(session.user.name || session.user.email).charAt(0).toUpperCase()}
        </span>
      ) : (
        <IconUser />
      )}
    </ActionIcon>
  );
}
