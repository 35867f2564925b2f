import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import classes from './EmptyCart.module.css';

export const emptyCartImage = '/media/shop/empty-cart.svg';

export function EmptyCart() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Image src={emptyCartImage} alt="" w={240} h={200} className={classes.image} />
        <Title order={1}>Your Cart is Empty</Title>
        <Text c="gray.7" maw={420}>
          Looks like you haven&apos;t added anything yet. Browse our drones and courses to get
          started.
        </Text>
        <Button component={Link} to={paths.shopProducts} size="md">
          Browse Products
        </Button>
      </Stack>
    </Container>
  );
}
