import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { company, formatAddress } from '../../../../content/company';
import { IconExternal } from '../../../../components/icons';
import classes from './ContactMap.module.css';

export function mapsUrl(): string {
  return `https://maps.google.com/?q=${encodeURIComponent(formatAddress(company.address))}`;
}

/** The "embedded map": our own illustrated map of Nellore (nothing loaded from another origin). */
export function ContactMap() {
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <Group justify="space-between" p="md" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            Find us in Nellore
          </Title>
          <Text size="sm" c="dimmed">
            {formatAddress(company.address)}
          </Text>
        </div>
        <Anchor href={mapsUrl()} target="_blank" rel="noopener noreferrer" fw={600}>
          <Group gap={6} wrap="nowrap" component="span">
            Open in Maps
            <IconExternal size={16} />
          </Group>
        </Anchor>
      </Group>
      <img
        className={classes.map}
        src="/media/contact/map.svg"
        alt={`Map of Nellore with a pin at our office: ${formatAddress(company.address)}`}
        width={1200}
        height={700}
        loading="lazy"
        decoding="async"
      />
    </Paper>
  );
}
