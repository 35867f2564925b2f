import {
  Accordion,
  Button,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { helpGroups, helpTiles } from '../../../../content/adminSamples';
import {
  IconBox,
  IconCart,
  IconMessage,
  IconSearch,
  IconSettings,
  IconTicket,
} from '../../../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import { filterHelpGroups } from '../model';
import { ContactSupportModal } from './ContactSupportModal';
import classes from './Help.module.css';

const tileIcons: Record<string, () => ReactNode> = {
  products: () => <IconBox size={18} />,
  orders: () => <IconCart size={18} />,
  coupons: () => <IconTicket size={18} />,
  settings: () => <IconSettings size={18} />,
};

export function HelpPage() {
  const [state, setState] = useListState({ q: '' });
  const [open, setOpen] = useState<string[]>([helpGroups[0].id]);
  const [contactOpen, setContactOpen] = useState(false);
  const groups = useMemo(() => filterHelpGroups(helpGroups, state.q), [state.q]);

  return (
    <div>
      <PageHeader
        title="Help & Documentation"
        description="How-tos for running the shop from this back office."
        actions={
          <Button leftSection={<IconMessage size={18} />} onClick={() => setContactOpen(true)}>
            Contact Support
          </Button>
        }
      />

      <TextInput
        label="Search help"
        placeholder="e.g. tracking, coupon, export"
        leftSection={<IconSearch size={16} />}
        value={state.q}
        onChange={(event) => {
          const q = event.currentTarget.value;
          setState({ q });
          // A search opens every matching group so the answers show at once.
          if (q.trim()) setOpen(filterHelpGroups(helpGroups, q).map((g) => g.id));
        }}
        mb="lg"
      />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="xl">
        {helpTiles.map((tile) => (
          <Paper
            key={tile.id}
            component={Link}
            to={tile.to}
            withBorder
            radius="md"
            p="md"
            className={classes.tile}
          >
            <ThemeIcon variant="light" size="lg" radius="md" mb="sm">
              {tileIcons[tile.id]?.()}
            </ThemeIcon>
            <Text fw={700}>{tile.title}</Text>
            <Text size="sm" c="dimmed">
              {tile.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Title order={2} size="h3" mb="sm">
        Documentation
      </Title>
      {groups.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            No help articles match “{state.q.trim()}”.
          </Text>
        </Paper>
      ) : (
        <Accordion multiple variant="contained" radius="md" value={open} onChange={setOpen}>
          {groups.map((group) => (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Control>
                <Text fw={600}>{group.title}</Text>
                <Text size="xs" c="dimmed">
                  {group.articles.length} article{group.articles.length === 1 ? '' : 's'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {group.articles.map((article) => (
                  <article key={article.id} className={classes.article}>
                    <Title order={3} size="h5">
                      {article.title}
                    </Title>
                    <Text size="sm">{article.body}</Text>
                  </article>
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}

      <ContactSupportModal opened={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
