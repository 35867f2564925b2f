import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function ShopHeader() {
  return (
    <header>
      <Container size="lg" py="md">
        <Group component="nav" aria-label="Shop">
          <Anchor component={Link} to={paths.shop}>
            Home
          </Anchor>
          <Anchor component={Link} to={paths.shopProducts}>
            All Products
          </Anchor>
          <Anchor component={Link} to={paths.shopCart}>
            Cart
          </Anchor>
        </Group>
      </Container>
    </header>
  );
}
