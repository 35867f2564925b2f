import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { workCulture } from '../../../../content/careers';
import { IconBalance, IconLadder, IconUsers } from '../../../../components/icons';
import classes from './CareersSections.module.css';

const icons: ComponentType<{ size?: number }>[] = [IconUsers, IconBalance, IconLadder];

export function WorkCulture() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="culture-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.cultureGrid}>
          <img
            className={classes.cultureImage}
            src={workCulture.image}
            alt="Team members collaborating around a drone prototype in the SkyForge lab"
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
          />
          <div>
            <Title order={2} id="culture-title" className={classes.heading}>
              {workCulture.title}
            </Title>
            <Text c="dimmed" mt="sm">
              {workCulture.intro}
            </Text>
            <Stack gap="lg" mt="xl" component="ul" className={classes.plainList}>
              {workCulture.points.map((point, index) => {
                const PointIcon = icons[index % icons.length];
                return (
                  <Group key={point.title} wrap="nowrap" align="flex-start" component="li">
                    <ThemeIcon size={44} radius="md" color="signal" variant="light">
                      <PointIcon size={22} />
                    </ThemeIcon>
                    <div>
                      <Title order={3} size="h5">
                        {point.title}
                      </Title>
                      <Text c="dimmed" size="sm" mt={4}>
                        {point.description}
                      </Text>
                    </div>
                  </Group>
                );
              })}
            </Stack>
          </div>
        </SimpleGrid>
      </Container>
    </section>
  );
}
