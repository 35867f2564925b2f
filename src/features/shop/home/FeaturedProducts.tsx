import { Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../api/failure';
import { productPageQuery } from '../../../api/products/productQueries';
import type { ProductCategory } from '../../../api/types';
import { paths } from '../../../config/paths';
import { ProductCard, ProductCardSkeleton } from '../components/ProductCard';
import { IconChevronRight } from '../../../components/icons';
import classes from './ShopHomePage.module.css';
import { LoadError } from '../../../components/LoadError';

export const FEATURED_COUNT = 4;

export interface FeaturedProductsProps {
  category: ProductCategory;
  title: string;
  subtitle: string;
}

/** Up to four products of a category, with skeletons while they load. */
export function FeaturedProducts({ category, title, subtitle }: FeaturedProductsProps) {
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(
    productPageQuery({ category, page: 1, limit: FEATURED_COUNT, sort: 'name' }),
  );
  const headingId = `featured-${category}`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            {title}
          </Title>
          <Text c="gray.7" mt={4}>
            {subtitle}
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.shopCategory(category)}
          variant="subtle"
          rightSection={<IconChevronRight size={16} />}
          aria-label={`View all ${title.toLowerCase()}`}
        >
          View all
        </Button>
      </Group>
      {isError ? (
        <LoadError
          title="Products could not be loaded"
          message={failureMessage(error, { unreachable: 'Check your connection and try again.' })}
          headingOrder={3}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing={{ base: 'sm', md: 'lg' }}
          aria-busy={isPending}
        >
          {isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))
            : data.items
                .slice(0, FEATURED_COUNT)
                .map((product) => <ProductCard key={product.id} product={product} />)}
        </SimpleGrid>
      )}
      {!isPending && !isError && data.items.length === 0 && (
        <Text c="gray.7">No products found</Text>
      )}
    </section>
  );
}
