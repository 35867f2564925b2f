import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../../components/notify';
import { useEffect } from 'react';
import { useSaveProduct } from '../../../../api/products/productMutations';
import { productCategories, type Product, type ProductCategory } from '../../../../api/types';
import { useAdminSession } from '../../../../data/useSession';
import { categoryLabels } from '../../shared/productCategories';
import {
  emptyProductForm,
  formToInput,
  productFieldRule,
  productToForm,
  toNumber,
  type ProductFormValues,
} from '../model';
import { priceLimitError } from '../priceLimits';
import { ImageField } from './ImageField';
import { notifySaveFailed } from './notifySaveFailed';

export interface ProductFormDialogProps {
  opened: boolean;
  /** null = add a new product. */
  product: Product | null;
  onClose: () => void;
  /** After a successful save, with the saved product (the list shows it). */
  onSaved?: (saved: Product, added: boolean) => void;
}

export function ProductFormDialog({ opened, product, onClose, onSaved }: ProductFormDialogProps) {
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: emptyProductForm,
    clearInputErrorOnChange: true,
    validate: {
      name: productFieldRule('name'),
      description: productFieldRule('description'),
      // The limits first: a price too large to read becomes 0 for the spec's rules.
      price: (value, values) =>
        priceLimitError(value, 'price') ?? productFieldRule('price')(value, values),
      originalPrice: (value, values) =>
        priceLimitError(value, 'originalPrice') ?? productFieldRule('originalPrice')(value, values),
      imageUrl: productFieldRule('imageUrl'),
    },
  });

  // Fill the form whenever the dialog opens (for a new or an existing product).
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = product ? productToForm(product) : emptyProductForm;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, product, setValues, resetDirty, clearErrors]);

  const save = useSaveProduct(useAdminSession()?.token ?? null, {
    onSuccess: (saved, { id }) => {
      notify({
        color: 'green',
        message:
          id !== null ? `Product "${saved.name}" updated.` : `Product "${saved.name}" added.`,
      });
      onSaved?.(saved, id === null);
      onClose();
    },
    // The dialog stays open with everything typed, so nothing is lost.
    onError: notifySaveFailed,
  });
  const saving = save.isPending;

  const submit = (values: ProductFormValues) => {
    save.mutate({
      id: product?.id ?? null,
      input: formToInput(values, product?.trackingId ?? null),
    });
  };

  // Spec: non-numeric input becomes 0.
  const numberProps = (field: 'price' | 'originalPrice') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: number | string) =>
        form.setFieldValue(field, value === '' ? '' : toNumber(value)),
      // Only when the value changes: setting it clears the field's error, which a blur after
      // the submit's validation would otherwise wipe.
      onBlur: () => {
        const current = form.getValues()[field];
        const next = toNumber(current);
        if (next !== current) form.setFieldValue(field, next);
      },
    };
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={product ? 'Edit Product' : 'Add Product'}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label="Price ($)"
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...numberProps('price')}
            />
            <NumberInput
              label="Original price ($)"
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...numberProps('originalPrice')}
            />
            <Select
              label="Category"
              data={productCategories.map((value) => ({ value, label: categoryLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('category')}
              onChange={(value) => {
                if (value) form.setFieldValue('category', value as ProductCategory);
              }}
            />
          </SimpleGrid>
          <ImageField
            value={form.getValues().imageUrl}
            error={form.errors.imageUrl as string | undefined}
            onChange={(value) => form.setFieldValue('imageUrl', value)}
            onError={(message) => form.setFieldError('imageUrl', message)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {product ? 'Save Changes' : 'Add Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
