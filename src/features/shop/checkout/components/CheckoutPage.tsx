import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../../components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useCart } from '../../../../data/cartHooks';
import { cartKeys } from '../../../../api/cart/cartQueries';
import type { Cart } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { useBoothMode } from '../../../../data/boothMode';
import { onOrderPlacedElsewhere } from '../../../../data/orders';
import { useCustomerSession } from '../../../../data/useSession';
import { CheckoutSummary } from './CheckoutSummary';
import { loadDraft, saveDraft } from '../draft';
import { useCheckoutSubmit } from '../hooks/useCheckoutSubmit';
import {
  checkoutMessages,
  emptyCheckoutValues,
  formatCardNumber,
  formatExpiry,
  maxLengths,
  validateCheckoutField,
  type CheckoutValues,
} from '../model';
import classes from './CheckoutPage.module.css';

export function CheckoutPage() {
  const { data: cart, isPending, isError } = useCart();
  const { state, submit } = useCheckoutSubmit();
  const client = useQueryClient();

  // Another tab placed an order from this cart: reload it, and its emptiness sends us to the cart.
  useEffect(
    () =>
      onOrderPlacedElsewhere(() => {
        notify({
          id: 'checkout-placed-elsewhere',
          message: checkoutMessages.placedElsewhere,
        });
        void client.invalidateQueries({ queryKey: cartKeys.all });
      }),
    [client],
  );

  // The cart page says the cart could not be loaded, and offers a retry.
  if (state.kind !== 'done' && isError && !cart) return <Navigate to={paths.shopCart} replace />;
  // Placed: the hook clears the cart and then opens the order page.
  if (state.kind === 'done' || isPending || !cart) {
    return (
      <Container size="lg" py={80}>
        <Group justify="center">
          <Loader aria-label={state.kind === 'done' ? 'Opening your order' : 'Loading checkout'} />
        </Group>
      </Container>
    );
  }
  if (cart.items.length === 0) return <Navigate to={paths.shopCart} replace />;

  return (
    <CheckoutForm
      cart={cart}
      submitting={state.kind === 'submitting'}
      failure={state.kind === 'failed' ? state.message : null}
      onSubmit={(values) => submit(values, cart)}
    />
  );
}

interface CheckoutFormProps {
  cart: Cart;
  submitting: boolean;
  failure: string | null;
  onSubmit: (values: CheckoutValues) => void;
}

function CheckoutForm({ cart, submitting, failure, onSubmit }: CheckoutFormProps) {
  const session = useCustomerSession();
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: {
      ...emptyCheckoutValues,
      name: session?.user.name ?? '',
      email: session?.user.email ?? '',
      ...loadDraft(),
    },
    validate: {
      name: (value) => validateCheckoutField('name', value),
      email: (value) => validateCheckoutField('email', value),
      address: (value) => validateCheckoutField('address', value),
      city: (value) => validateCheckoutField('city', value),
      postalCode: (value) => validateCheckoutField('postalCode', value),
      country: (value) => validateCheckoutField('country', value),
      cardName: (value) => validateCheckoutField('cardName', value),
      cardNumber: (value) => validateCheckoutField('cardNumber', value),
      expDate: (value) => validateCheckoutField('expDate', value),
      cvv: (value) => validateCheckoutField('cvv', value),
    },
    clearInputErrorOnChange: true,
    onValuesChange: saveDraft,
  });

  // On a booth device the next visitor uses the same browser: it is asked not to remember this
  // visitor's card and address (issue 35).
  const booth = useBoothMode().enabled;
  const autofill = (token: string) => (booth ? 'off' : token);

  const field = (name: keyof CheckoutValues) => ({
    ...form.getInputProps(name),
    key: form.key(name),
    disabled: submitting,
  });

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} className={classes.page}>
      <Title order={1} mb="lg">
        Checkout
      </Title>
      <form
        onSubmit={form.onSubmit((values) => onSubmit(values))}
        noValidate
        autoComplete={booth ? 'off' : undefined}
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="md">
                  Customer Information
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Full Name"
                    autoComplete={autofill('name')}
                    withAsterisk
                    {...field('name')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete={autofill('email')}
                    withAsterisk
                    {...field('email')}
                  />
                </SimpleGrid>
              </Paper>

              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="md">
                  Shipping Address
                </Title>
                <Stack gap="sm">
                  <TextInput
                    label="Address"
                    autoComplete={autofill('street-address')}
                    withAsterisk
                    {...field('address')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label="City"
                      autoComplete={autofill('address-level2')}
                      withAsterisk
                      {...field('city')}
                    />
                    <TextInput
                      label="Postal Code"
                      autoComplete={autofill('postal-code')}
                      withAsterisk
                      {...field('postalCode')}
                    />
                    <TextInput
                      label="Country"
                      autoComplete={autofill('country-name')}
                      withAsterisk
                      {...field('country')}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>

              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="md">
                  Payment
                </Title>
                <Stack gap="sm">
                  <TextInput
                    label="Cardholder Name"
                    autoComplete={autofill('cc-name')}
                    withAsterisk
                    {...field('cardName')}
                  />
                  <TextInput
                    label="Card Number"
                    placeholder="1234 5678 9012 3456"
                    autoComplete={autofill('cc-number')}
                    inputMode="numeric"
                    maxLength={maxLengths.cardNumber}
                    withAsterisk
                    {...field('cardNumber')}
                    onChange={(event) =>
                      form.setFieldValue('cardNumber', formatCardNumber(event.currentTarget.value))
                    }
                  />
                  <SimpleGrid cols={2}>
                    <TextInput
                      label="Expiry Date"
                      placeholder="MM/YY"
                      autoComplete={autofill('cc-exp')}
                      inputMode="numeric"
                      maxLength={maxLengths.expDate}
                      withAsterisk
                      {...field('expDate')}
                      onChange={(event) =>
                        form.setFieldValue('expDate', formatExpiry(event.currentTarget.value))
                      }
                    />
                    <TextInput
                      label="CVV"
                      placeholder="123"
                      autoComplete={autofill('cc-csc')}
                      inputMode="numeric"
                      maxLength={maxLengths.cvv}
                      withAsterisk
                      {...field('cvv')}
                    />
                  </SimpleGrid>
                  <Text size="xs" c="gray.7">
                    Payments are simulated — no card is charged.
                  </Text>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="lg" p="lg" className={classes.summary}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  Order Summary
                </Title>
                <CheckoutSummary cart={cart} />
                {failure && (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                )}
                <Button type="submit" size="md" fullWidth disabled={submitting}>
                  {submitting ? checkoutMessages.processing : 'Place Order'}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
