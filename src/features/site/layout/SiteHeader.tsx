import { Anchor, Container, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

const links = [
  { label: 'Home', to: paths.home },
  { label: 'Drones', to: paths.drones },
  { label: 'Software', to: paths.software },
  { label: 'Training', to: paths.training },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Sign In', to: paths.signIn },
];

export function SiteHeader() {
  return (
    <header>
      <Container size="lg" py="md">
        <Group component="nav" aria-label="Main">
          {links.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} end>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </header>
  );
}
