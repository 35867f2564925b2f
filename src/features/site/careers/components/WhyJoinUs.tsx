import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { whyJoinUs } from '../../../../content/careers';
import { IconBulb, IconTrendUp, IconHeart } from '../../../../components/icons';
import classes from './CareersSections.module.css';

const icons: ComponentType<{ size?: number }>[] = [IconBulb, IconTrendUp, IconHeart];

export function WhyJoinUs() {
  return (
    <section className={classes.section} aria-labelledby="why-join-title">
      <Container size="lg">
        <Title order={2} id="why-join-title" ta="center" className={classes.heading}>
          Why Join Us?
        </Title>
        <Text c="dimmed" ta="center" maw={640} mx="auto" mt="sm">
          We are building technology that schools, hospitals and businesses rely on — and we want
          you to grow with it.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {whyJoinUs.map((card, index) => {
            const CardIcon = icons[index % icons.length];
            return (
              <Card key={card.title} withBorder radius="lg" padding="xl" className={classes.card}>
                <ThemeIcon size={52} radius="md" variant="light">
                  <CardIcon size={26} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {card.title}
                </Title>
                <Text c="dimmed" mt="xs">
                  {card.description}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}
