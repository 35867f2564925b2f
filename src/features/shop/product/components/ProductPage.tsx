import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notify, dismissNotice } from '../../../../components/notify';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAddToCart } from '../../../../data/cartHooks';
import { failureMessage } from '../../../../api/failure';
import { productDetailQuery, productPageQuery } from '../../../../api/products/productQueries';
import type { Product } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { ShopPageLoadError } from '../../components/ShopPageLoadError';
import { usePageMeta } from '../../../../components/usePageMeta';
import { highlightsByCategory, sampleReviews } from '../../../../content/shop';
import { formatPrice } from '../../../../lib/money';
import { Price } from '../../components/Price';
import { ProductCard } from '../../components/ProductCard';
import { Stars } from '../../components/Stars';
import { WishlistToggle } from '../../components/WishlistToggle';
import { catalogTitles } from '../../shared/catalogFilters';
import {
  IconCart,
  IconCheck,
  IconHeadset,
  IconReturn,
  IconShare,
  IconTruck,
} from '../../../../components/icons';
import { categoryLabel, discountPercent, hasDiscount } from '../../components/model';
import { averageRating, clampQuantity, SHARE_COPIED_MESSAGE } from '../model';
import { ProductGallery } from './ProductGallery';
import { ProductSpecifications } from './ProductSpecifications';
import { QuantityStepper } from './QuantityStepper';
import { StickyBuyBar } from './StickyBuyBar';
import classes from './ProductPage.module.css';

/** The share outcome belongs to this page: it is taken down when the page is left. */
const shareNoticeId = 'product-share';

async function shareProduct(product: Product) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, text: product.description, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.error('[share] failed', error);
      }
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ id: shareNoticeId, message: SHARE_COPIED_MESSAGE, color: 'green' });
  } catch (error) {
    console.error('[share] copy failed', error);
    notify({
      id: shareNoticeId,
      message: `Copy this link to share it: ${url}`,
      color: 'red',
    });
  }
}

function NotFound() {
  usePageMeta({
    title: 'Product Not Found',
    description: 'The product you are looking for does not exist or is no longer available.',
  });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Product Not Found</Title>
        <Text c="gray.7">
          The product you are looking for does not exist or is no longer available.
        </Text>
        <Button component={Link} to={paths.shopProducts} size="md" radius="xl">
          Browse Products
        </Button>
      </Stack>
    </Container>
  );
}

function ProductLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  usePageMeta({
    title: 'Product unavailable',
    description: 'The product could not be loaded. Please try again.',
  });
  return (
    <ShopPageLoadError
      title="We couldn't load this product"
      message={failureMessage(error, {
        unreachable: 'The shop did not answer. Check your connection and try again.',
      })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function LoadingProduct() {
  usePageMeta({ title: 'Loading product', description: 'Loading the product details.' });
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Text className={classes.srOnly} role="status">
        Loading product...
      </Text>
      <div className={classes.layout}>
        <Skeleton className={classes.skeletonImage} radius="lg" />
        <Stack gap="md">
          <Skeleton height={20} width={120} radius="xl" />
          <Skeleton height={40} width="80%" />
          <Skeleton height={28} width={160} />
          <Skeleton height={16} />
          <Skeleton height={16} width="90%" />
          <Skeleton height={48} width="60%" mt="lg" />
        </Stack>
      </div>
    </Container>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const { data } = useQuery(
    productPageQuery({ category: product.category, page: 1, limit: 5, sort: 'name' }),
  );
  const related = (data?.items ?? []).filter((item) => item.id !== product.id).slice(0, 4);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className={classes.related}>
      <Title order={2} id="related-title" size="h3" mb="lg">
        You may also like
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
        {related.map((item) => (
          <ProductCard key={item.id} product={item} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function ProductDetails({ product }: { product: Product }) {
  usePageMeta({ title: product.name, description: product.description.slice(0, 155) });
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState<number | string>(1);
  const buyRow = useRef<HTMLDivElement>(null);
  useEffect(
    () => () => {
      dismissNotice(shareNoticeId);
    },
    [],
  );
  const categoryTitle = catalogTitles[product.category];
  const discounted = hasDiscount(product.price, product.originalPrice);
  const rating = averageRating(sampleReviews.map((review) => review.rating));

  const onAddToCart = async () => {
    try {
      await addToCart.mutateAsync({ product, quantity: clampQuantity(quantity) });
      navigate(paths.shopCart);
    } catch (error) {
      console.error('[cart] add failed', error);
      notify({
        message: 'The product could not be added to your cart. Please try again.',
        color: 'red',
      });
    }
  };

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Breadcrumbs separator="›" mb="lg" aria-label="Breadcrumb" className={classes.breadcrumbs}>
        <Anchor component={Link} to={paths.shop} size="sm">
          Shop
        </Anchor>
        <Anchor component={Link} to={paths.shopCategory(product.category)} size="sm">
          {categoryTitle}
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page" className={classes.crumbCurrent}>
          {product.name}
        </Text>
      </Breadcrumbs>

      <div className={classes.layout}>
        <ProductGallery imageUrl={product.imageUrl} name={product.name} />

        <Stack gap="md" className={classes.info}>
          <Group gap="xs">
            <Badge variant="light" color={product.category === 'courses' ? 'grape' : 'sky'}>
              {categoryLabel(product.category)}
            </Badge>
            {discounted && (
              <Badge color="red.8">
                Save {discountPercent(product.price, product.originalPrice)}%
              </Badge>
            )}
          </Group>
          <Title order={1} className={classes.name}>
            {product.name}
          </Title>
          <Group gap="xs">
            <Stars value={rating} labelled={false} />
            <Text size="sm" c="gray.7">
              {rating} out of 5 · {sampleReviews.length} reviews
            </Text>
          </Group>

          <div className={classes.priceBlock} data-testid="product-price">
            <Price price={product.price} originalPrice={product.originalPrice} size="xl" />
            {discounted && (
              <Text size="sm" fw={600} mt={4} className={classes.saving}>
                You save {formatPrice(product.originalPrice - product.price)} (
                {discountPercent(product.price, product.originalPrice)}%)
              </Text>
            )}
          </div>

          <Text className={classes.lead}>{product.description}</Text>

          <div>
            <Text fw={600} size="sm" mb={6} id="quantity-label">
              Quantity
            </Text>
            <QuantityStepper value={quantity} onChange={setQuantity} />
          </div>

          <div className={classes.buyRow} ref={buyRow}>
            <Button
              size="lg"
              radius="xl"
              leftSection={<IconCart size={20} />}
              onClick={() => void onAddToCart()}
              loading={addToCart.isPending}
              className={classes.addButton}
            >
              Add to Cart
            </Button>
            <WishlistToggle
              product={product}
              variant="button"
              className={classes.secondaryButton}
            />
            <Button
              variant="default"
              size="md"
              leftSection={<IconShare size={18} />}
              onClick={() => void shareProduct(product)}
              className={classes.secondaryButton}
            >
              Share
            </Button>
          </div>

          <Paper withBorder radius="md" p="md" className={classes.perks}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden="true">
                <IconTruck size={16} />
              </ThemeIcon>
              <Text size="sm">Free shipping on every order</Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden="true">
                <IconReturn size={16} />
              </ThemeIcon>
              <Text size="sm">30-day returns, no questions asked</Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden="true">
                <IconHeadset size={16} />
              </ThemeIcon>
              <Text size="sm">24/7 support from our engineers</Text>
            </Group>
          </Paper>
        </Stack>
      </div>

      <Tabs defaultValue="description" mt={48} className={classes.tabs} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="description">Description</Tabs.Tab>
          <Tabs.Tab value="reviews">Reviews ({sampleReviews.length})</Tabs.Tab>
          <Tabs.Tab value="specifications">Specifications</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="description" pt="lg">
          <Text className={classes.lead}>{product.description}</Text>
          <List
            mt="md"
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="green" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {highlightsByCategory[product.category].map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
        </Tabs.Panel>

        <Tabs.Panel value="reviews" pt="lg">
          <Group gap="md" mb="lg">
            <Text className={classes.bigRating}>{rating}</Text>
            <div>
              <Stars value={rating} size={20} labelled={false} />
              <Text size="sm" c="gray.7">
                Based on {sampleReviews.length} reviews
              </Text>
            </div>
          </Group>
          <Stack gap="md">
            {sampleReviews.map((review) => (
              <Paper key={review.id} withBorder radius="md" p="md" component="article">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Stars value={review.rating} />
                    <Title order={3} size="h5">
                      {review.title}
                    </Title>
                  </Group>
                  <Text size="xs" c="gray.7">
                    {review.date}
                  </Text>
                </Group>
                <Text size="sm" mt="xs">
                  {review.text}
                </Text>
                <Text size="xs" c="gray.7" mt="xs">
                  {review.author}
                  {review.verified ? ' · Verified buyer' : ''}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="specifications" pt="lg">
          <ProductSpecifications product={product} />
        </Tabs.Panel>
      </Tabs>

      <RelatedProducts product={product} />
      <StickyBuyBar
        product={product}
        buyRow={buyRow}
        onAddToCart={() => void onAddToCart()}
        adding={addToCart.isPending}
      />
    </Container>
  );
}

export function ProductPage({ id }: { id: string }) {
  const {
    data: product,
    error,
    isPending,
    isError,
    isFetching,
    refetch,
  } = useQuery(productDetailQuery(id));
  if (isPending) return <LoadingProduct />;
  // Keyed so quantity and gallery reset when moving to another product.
  if (product) return <ProductDetails key={product.id} product={product} />;
  if (isError) {
    return <ProductLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return <NotFound />;
}
