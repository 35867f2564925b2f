// A shop page whose data could not be loaded: what failed, Retry, and a way back to the shop.
import { Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';

export interface ShopPageLoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

export function ShopPageLoadError({ title, message, onRetry, retrying }: ShopPageLoadErrorProps) {
  return (
    <Container size="sm" py={80}>
      <LoadError
        title={title}
        message={message}
        headingOrder={1}
        onRetry={onRetry}
        retrying={retrying}
      >
        <Button component={Link} to={paths.shop} variant="default">
          Back to the shop
        </Button>
      </LoadError>
    </Container>
  );
}
