import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { findGuestOrder } from '../../../../data/orders';
import { findOrderTexts, findOrderValidation, type FindOrderValues } from '../model';

/** Order id + checkout e-mail → the order page; works offline (orders live on this device). */
export function FindOrderPage() {
  const navigate = useNavigate();
  const [notFound, setNotFound] = useState(false);
  const [searching, setSearching] = useState(false);
  const form = useForm<FindOrderValues>({
    mode: 'controlled',
    initialValues: { orderId: '', email: '' },
    validate: findOrderValidation,
    clearInputErrorOnChange: true,
    onValuesChange: () => setNotFound(false),
  });

  const submit = async (values: FindOrderValues) => {
    setSearching(true);
    try {
      const order = await findGuestOrder(values.orderId, values.email);
      if (order) void navigate(paths.shopOrder(order.id));
      else setNotFound(true);
    } catch (error) {
      console.error('[orders] could not look the order up', error);
      setNotFound(true);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Container size="xs" py={{ base: 'lg', md: 60 }}>
      <Title order={1} mb={4}>
        {findOrderTexts.title}
      </Title>
      <Text c="gray.7" mb="lg">
        {findOrderTexts.intro}
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <TextInput
              label="Order ID"
              placeholder="ORD-…"
              autoComplete="off"
              spellCheck={false}
              required
              {...form.getInputProps('orderId')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            {notFound && (
              <Alert color="red" role="alert">
                {findOrderTexts.notFound}
              </Alert>
            )}
            <Button type="submit" loading={searching}>
              Find order
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
