import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HydrateSeparately } from '../../../../components/HydrateSeparately';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../components/usePageMeta';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { IconSearch } from '../../../../components/icons';
import { useCatalogState } from '../hooks/useCatalogState';
import { useProductPage } from '../hooks/useProductPage';
import {
  catalogTitles,
  defaultCatalogState,
  PAGE_SIZE,
  pageCount,
  parseSort,
  productSorts,
  sliderMaximum,
  sortLabels,
} from '../model';
import { CatalogFilters } from './CatalogFilters';
import { CatalogSearch } from './CatalogSearch';
import classes from './CatalogPage.module.css';

// Cards in the first row on a wide screen load their images at once.
const FIRST_ROW = 4;

const descriptions = {
  all: 'Browse every SkyForge drone, kit, accessory and student course in one place.',
  courses: 'Hands-on student courses in drones, coding, robotics and AI from SkyForge.',
  drones: 'Educational drones, racing kits, mapping drones, parts and accessories from SkyForge.',
} as const;

export function CatalogPage() {
  const { state, update } = useCatalogState();
  const title = catalogTitles[state.category];
  usePageMeta({ title, description: descriptions[state.category] });

  const query = {
    search: state.search,
    category: state.category,
    maxPrice: state.maxPrice,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  };
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } =
    useProductPage(query);

  // Clearing the filters also drops text typed but not yet searched for.
  const [searchBox, setSearchBox] = useState(0);
  const clearFilters = () => {
    setSearchBox((key) => key + 1);
    update({ ...defaultCatalogState, sort: state.sort });
  };

  const [filtersOpen, filters] = useDisclosure(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const sliderMax = sliderMaximum(data?.maxPrice);
  const first = total === 0 ? 0 : (state.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, state.page * PAGE_SIZE);
  const filtered =
    state.search !== '' ||
    state.maxPrice !== defaultCatalogState.maxPrice ||
    state.category !== 'all';

  // A shared link to a page that no longer exists lands on the last page instead.
  const outOfRange = data !== undefined && !isPlaceholderData && total > 0 && state.page > pages;
  useEffect(() => {
    if (outOfRange) update({ page: pages });
  }, [outOfRange, pages, update]);

  const goToPage = (page: number) => {
    update({ page }, { replace: false });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Breadcrumbs separator="›" mb="sm" aria-label="Breadcrumb" className={classes.breadcrumbs}>
        <Anchor component={Link} to={paths.shop} size="sm">
          Shop
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text c="gray.7" size="sm" mt={4} aria-live="polite">
            {data
              ? total === 0
                ? 'No matching products'
                : `Showing ${first}–${last} of ${total} product${total === 1 ? '' : 's'}`
              : '\u00a0'}
          </Text>
        </div>
      </Group>

      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label="Filters">
          {/* Header and search first, then the products, then the filters and the pages. */}
          <HydrateSeparately later={2}>
            <Button
              variant="default"
              fullWidth
              hiddenFrom="md"
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="catalog-filters"
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
            </Button>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              id="catalog-filters"
              className={classes.filters}
              data-open={filtersOpen || undefined}
            >
              <CatalogFilters
                state={state}
                sliderMax={sliderMax}
                onChange={(change) => update(change)}
              />
              {filtered && (
                <Button variant="subtle" mt="md" fullWidth onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
            </Paper>
          </HydrateSeparately>
        </aside>

        <section className={classes.results} aria-label="Products" ref={resultsRef}>
          <HydrateSeparately>
            <div className={classes.toolbar}>
              <CatalogSearch
                key={searchBox}
                search={state.search}
                onSearch={(search) => update({ search })}
                className={classes.search}
              />
              <NativeSelect
                label="Sort by"
                value={state.sort}
                onChange={(event) => update({ sort: parseSort(event.currentTarget.value) })}
                data={productSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
                className={classes.sort}
              />
            </div>
          </HydrateSeparately>

          {isPending ? (
            <div>
              <Center py="md">
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text>Loading products...</Text>
                </Group>
              </Center>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
                {Array.from({ length: PAGE_SIZE }, (_, index) => (
                  <ProductCardSkeleton key={index} />
                ))}
              </SimpleGrid>
            </div>
          ) : isError && !data ? (
            <Alert color="red.8" title="We couldn't load the products" role="alert">
              <Text size="sm" mb="sm">
                The product catalogue did not answer. Check your connection and try again.
              </Text>
              <Button color="red.8" onClick={() => void refetch()}>
                Retry
              </Button>
            </Alert>
          ) : data && data.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" className={classes.empty}>
              <Stack align="center" gap="sm">
                <IconSearch size={40} />
                <Title order={2} size="h3">
                  No products found
                </Title>
                <Text c="gray.7" ta="center">
                  Try a different search, another category or a higher price limit.
                </Text>
                {filtered && (
                  <Button variant="light" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )}
              </Stack>
            </Paper>
          ) : (
            <>
              {isError && (
                <Alert color="red.8" mb="md" role="alert">
                  <Group justify="space-between">
                    <Text size="sm">The latest change could not be loaded.</Text>
                    <Button size="xs" color="red.8" onClick={() => void refetch()}>
                      Retry
                    </Button>
                  </Group>
                </Alert>
              )}
              {/* After the header and the search: a pass of its own. */}
              <HydrateSeparately later={1}>
                <SimpleGrid
                  cols={{ base: 2, sm: 3, lg: 4 }}
                  spacing={{ base: 'sm', md: 'lg' }}
                  className={classes.grid}
                  data-stale={(isPlaceholderData && isFetching) || undefined}
                  aria-busy={isPlaceholderData && isFetching}
                >
                  {data?.items.map((product, index) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      headingLevel={2}
                      eager={index < FIRST_ROW}
                    />
                  ))}
                </SimpleGrid>
              </HydrateSeparately>
              {pages > 1 && (
                // Below the grid: hydrated after it.
                <HydrateSeparately later={2}>
                  <Center mt="xl">
                    <Pagination
                      total={pages}
                      value={Math.min(state.page, pages)}
                      onChange={goToPage}
                      getControlProps={(control) => ({
                        'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                      })}
                      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                      aria-label="Pages"
                    />
                  </Center>
                </HydrateSeparately>
              )}
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
