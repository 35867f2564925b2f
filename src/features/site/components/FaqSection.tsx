import { Accordion, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { faqByCategory, faqCategories, type FaqCategory, type FaqItem } from '../../../content/faq';
import classes from './FaqSection.module.css';

export interface FaqSectionProps {
  /** Only the General questions, without tabs (the contact page). */
  generalOnly?: boolean;
}

function FaqList({ items }: { items: FaqItem[] }) {
  // One answer open at a time; clicking the open one closes it (value becomes null).
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Accordion
      value={openId}
      onChange={setOpenId}
      variant="separated"
      radius="md"
      classNames={{ item: classes.item, control: classes.control }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <div className={classes.panelContent}>
              <Text>{item.answer}</Text>
            </div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Frequently asked questions: four category tabs (default General), one answer open. */
export function FaqSection({ generalOnly = false }: FaqSectionProps) {
  const [category, setCategory] = useState<FaqCategory>('General');

  return (
    <section className={classes.section} aria-labelledby="faq-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="faq-title">
            Frequently Asked Questions
          </Title>
          <Text c="dimmed" mt="xs">
            Quick answers to the questions we hear most often.
          </Text>
        </div>
        {generalOnly ? (
          <FaqList items={faqByCategory('General')} />
        ) : (
          <Tabs
            value={category}
            onChange={(value) => value && setCategory(value as FaqCategory)}
            variant="pills"
            radius="xl"
          >
            <Tabs.List className={classes.tabList} mb="md">
              {faqCategories.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {faqCategories.map((name) => (
              <Tabs.Panel key={name} value={name}>
                {/* keyed by category: switching tabs starts with every answer closed */}
                {category === name && <FaqList key={name} items={faqByCategory(name)} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </section>
  );
}
