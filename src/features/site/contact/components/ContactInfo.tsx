import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { company, telHref } from '../../../../content/company';
import {
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  socialIcons,
} from '../../../../components/icons';
import classes from './ContactInfo.module.css';

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={44} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} mb={2}>
          {title}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** Address, phones, e-mail, opening hours and social links (spec §2 /contact). */
export function ContactInfo() {
  const { address } = company;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
      <Title order={2} mb="lg">
        Contact information
      </Title>
      <Stack gap="lg">
        <InfoRow icon={<IconMapPin />} title="Visit us">
          <Text component="address" className={classes.address}>
            {address.line1}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </Text>
        </InfoRow>
        <InfoRow icon={<IconPhone />} title="Call us">
          <Stack gap={2}>
            {company.phones.map((phone) => (
              <Anchor key={phone} href={telHref(phone)}>
                {phone}
              </Anchor>
            ))}
          </Stack>
        </InfoRow>
        <InfoRow icon={<IconMail />} title="Email us">
          <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
        </InfoRow>
        <InfoRow icon={<IconClock />} title="Business hours">
          <dl className={classes.hours}>
            {company.hours.map((slot) => (
              <div key={slot.days} className={classes.hoursRow}>
                <dt>{slot.days}</dt>
                <dd>{slot.time}</dd>
              </div>
            ))}
          </dl>
        </InfoRow>
        <div>
          <Text fw={700} mb="xs">
            Follow us
          </Text>
          <Group gap="xs" component="ul" className={classes.social}>
            {company.social.map((link) => {
              const SocialIcon = socialIcons[link.label];
              return (
                <li key={link.label}>
                  <ActionIcon
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={40}
                    radius="xl"
                    variant="light"
                    aria-label={`${link.label} (opens in a new tab)`}
                  >
                    <SocialIcon size={18} />
                  </ActionIcon>
                </li>
              );
            })}
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}
