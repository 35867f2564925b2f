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
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HydrateSeparately } from '../../../../components/HydrateSeparately';
import { LoadError } from '../../../../components/LoadError';
import { passes } from '../../../../components/hydrationPasses';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../components/usePageMeta';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { IconSearch } from '../../../../components/icons';
import { failureMessage } from '../../../../api/failure';
import type { ProductSort } from '../../../../api/types';
import { useCatalogState } from '../hooks/useCatalogState';
import { useProductPage } from '../hooks/useProductPage';
import { catalogTitles } from '../../shared/catalogFilters';
import {
  formatCount,
  isFiltered,
  noFilters,
  PAGE_SIZE,
  pageCount,
  parseSort,
  productSorts,
  sliderMaximum,
  sortLabels,
  type CatalogState,
} from '../model';
import { isNarrowLayout, scrollToTop } from '../resultsIntoView';
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
    maxPrice: state.maxPrice ?? undefined, // no cap unless the visitor set one
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  };
  const { data, error, isPending, isError, isPlaceholderData, isFetching, refetch } =
    useProductPage(query);

  const resultsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  // On a phone the filters fold away behind a button, above the results.
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  // A filter or a sort chosen there changes results below the fold: fold the filters away and
  // bring the results' heading and count to the top (issue 35, point 5).
  const choose = useCallback(
    (change: Partial<CatalogState>) => {
      update(change);
      if (!isNarrowLayout()) return;
      closeFilters();
      scrollToTop(headingRef.current);
    },
    [update, closeFilters],
  );

  // Clearing the filters also drops text typed but not yet searched for.
  const [searchBox, setSearchBox] = useState(0);
  const clearFilters = useCallback(() => {
    setSearchBox((key) => key + 1);
    choose(noFilters);
  }, [choose]);

  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const sliderMax = sliderMaximum(data?.maxPrice);
  const first = total === 0 ? 0 : (state.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, state.page * PAGE_SIZE);
  const filtered = isFiltered(state);

  // A shared link to a page that no longer exists lands on the last page instead.
  const outOfRange = data !== undefined && !isPlaceholderData && total > 0 && state.page > pages;
  useEffect(() => {
    if (outOfRange) update({ page: pages });
  }, [outOfRange, pages, update]);

  const goToPage = useCallback(
    (page: number) => {
      update({ page }, { replace: false });
      scrollToTop(resultsRef.current);
    },
    [update],
  );

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
        <div ref={headingRef} className={classes.heading}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text c="gray.7" size="sm" mt={4} aria-live="polite">
            {data
              ? total === 0
                ? filtered
                  ? 'No matching products'
                  : 'No products'
                : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} product${total === 1 ? '' : 's'}`
              : '\u00a0'}
          </Text>
        </div>
      </Group>

      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label="Filters">
          {/* After the shop header, search and sort, and the products: each a commit of its own. */}
          <HydrateSeparately pass={passes.filters}>
            <CatalogSidebar
              category={state.category}
              maxPrice={state.maxPrice}
              sliderMax={sliderMax}
              filtered={filtered}
              open={filtersOpen}
              onToggle={toggleFilters}
              onChange={choose}
              onClear={clearFilters}
            />
          </HydrateSeparately>
        </aside>

        <section className={classes.results} aria-label="Products" ref={resultsRef}>
          <HydrateSeparately pass={passes.search}>
            <CatalogToolbar
              key={searchBox}
              search={state.search}
              sort={state.sort}
              onSearch={update}
              onSort={choose}
            />
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
            <Paper withBorder radius="lg" p="xl" className={classes.empty}>
              <LoadError
                title="We couldn't load the products"
                message={failureMessage(error, {
                  unreachable:
                    'The product catalogue did not answer. Check your connection and try again.',
                })}
                headingOrder={2}
                onRetry={() => void refetch()}
                retrying={isFetching}
              />
            </Paper>
          ) : data && data.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" className={classes.empty}>
              <Stack align="center" gap="sm">
                <IconSearch size={40} />
                <Title order={2} size="h3">
                  No products found
                </Title>
                <Text c="gray.7" ta="center">
                  {filtered
                    ? 'Try a different search, another category or a higher price limit.'
                    : 'The shop has no products at the moment. Please check back soon.'}
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
                <Alert color="red" variant="light" mb="md" role="alert">
                  <Group justify="space-between">
                    <Text size="sm">The latest change could not be loaded.</Text>
                    <Button
                      size="xs"
                      color="red.8"
                      onClick={() => void refetch()}
                      loading={isFetching}
                    >
                      Retry
                    </Button>
                  </Group>
                </Alert>
              )}
              {/* After search and sort: a pass of its own. */}
              <HydrateSeparately pass={passes.results}>
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
                <HydrateSeparately pass={passes.filters}>
                  <CatalogPagination
                    pages={pages}
                    page={Math.min(state.page, pages)}
                    onPage={goToPage}
                  />
                </HydrateSeparately>
              )}
            </>
          )}
        </section>
      </div>
    </Container>
  );
}

type UpdateCatalog = (change: Partial<CatalogState>) => void;

// The parts below are memoised and take only what they show: the results re-render for every
// change of page and of loading state, and re-rendering every control with them made each
// "Next page" and the backend's first answer a long task on a phone.

/** Search box and sort order. */
const CatalogToolbar = memo(function CatalogToolbar({
  search,
  sort,
  onSearch,
  onSort,
}: {
  search: string;
  sort: ProductSort;
  onSearch: UpdateCatalog;
  onSort: UpdateCatalog;
}) {
  return (
    <div className={classes.toolbar}>
      <CatalogSearch
        search={search}
        onSearch={(text) => onSearch({ search: text })}
        className={classes.search}
      />
      <NativeSelect
        label="Sort by"
        value={sort}
        onChange={(event) => onSort({ sort: parseSort(event.currentTarget.value) })}
        data={sortOptions}
        className={classes.sort}
      />
    </div>
  );
});

const sortOptions = productSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }));

/** The filters panel; on a phone it folds away behind a button. */
const CatalogSidebar = memo(function CatalogSidebar({
  category,
  maxPrice,
  sliderMax,
  filtered,
  open,
  onToggle,
  onChange,
  onClear,
}: {
  category: CatalogState['category'];
  maxPrice: CatalogState['maxPrice'];
  sliderMax: number;
  filtered: boolean;
  open: boolean;
  onToggle: () => void;
  onChange: UpdateCatalog;
  onClear: () => void;
}) {
  return (
    <>
      <Button
        variant="default"
        fullWidth
        hiddenFrom="md"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls="catalog-filters"
      >
        {open ? 'Hide filters' : 'Show filters'}
      </Button>
      <Paper
        withBorder
        radius="lg"
        p="lg"
        id="catalog-filters"
        className={classes.filters}
        data-open={open || undefined}
      >
        <CatalogFilters
          category={category}
          maxPrice={maxPrice}
          sliderMax={sliderMax}
          onChange={onChange}
        />
        {filtered && (
          <Button variant="subtle" mt="md" fullWidth onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Paper>
    </>
  );
});

const CatalogPagination = memo(function CatalogPagination({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Center mt="xl">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
        })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        aria-label="Pages"
      />
    </Center>
  );
});
