import { Anchor, Button, Container, List, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { offlinePageText, type OfflinePageLink } from '../../content/offline';
import { askOfflineStatus } from '../startup/offlinePages';

/**
 * The app's own offline page: a page whose code is not stored on this device yet and cannot be
 * fetched. The same words as the worker's page (src/sw/offlinePages.ts); it reloads by itself
 * when the connection returns (decision 0012).
 */
export function OfflinePage() {
  const [pages, setPages] = useState<OfflinePageLink[] | null>(null);
  useEffect(() => {
    let current = true;
    void askOfflineStatus().then((status) => {
      if (current) setPages(status?.pages ?? []);
    });
    const reload = () => location.reload();
    window.addEventListener('online', reload);
    return () => {
      current = false;
      window.removeEventListener('online', reload);
    };
  }, []);
  const t = offlinePageText;
  return (
    <Container size="sm" py={60} role="alert" data-offline-page>
      <Title order={1}>{t.heading}</Title>
      <Text mt="md">{t.explanation}</Text>
      <Text mt="xs">{t.retry}</Text>
      <Button mt="md" onClick={() => location.reload()}>
        {t.retryLink}
      </Button>
      <Title order={2} size="h4" mt="xl" mb="xs">
        {t.availableHeading}
      </Title>
      {pages !== null &&
        (pages.length === 0 ? (
          <Text>{t.nothingAvailable}</Text>
        ) : (
          <List>
            {pages.map((page) => (
              <List.Item key={page.path}>
                {/* A full load: the shell then starts the stored page from the worker. */}
                <Anchor component={Link} to={page.path} reloadDocument>
                  {page.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ))}
    </Container>
  );
}
