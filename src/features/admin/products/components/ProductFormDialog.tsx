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
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSaveProduct } from '../../../../api/products/productMutations';
import { productCategories, type Product, type ProductCategory } from '../../../../api/types';
import { categoryLabels } from '../../shared/productCategories';
import {
  emptyProductForm,
  formToInput,
  productFieldRule,
  productToForm,
  toNumber,
  type ProductFormValues,
} from '../model';
import { ImageField } from './ImageField';
import { notifySaveFailed } from './notifySaveFailed';

export interface ProductFormDialogProps {
  opened: boolean;
  /** null = add a new product. */
  product: Product | null;
  onClose: () => void;
}

export function ProductFormDialog({ opened, product, onClose }: ProductFormDialogProps) {
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: emptyProductForm,
    clearInputErrorOnChange: true,
    validate: {
      name: productFieldRule('name'),
      description: productFieldRule('description'),
      price: productFieldRule('price'),
      originalPrice: productFieldRule('originalPrice'),
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

  const save = useSaveProduct({
    onSuccess: (saved, { id }) => {
      notifications.show({
        color: 'green',
        message:
          id !== null ? `Product "${saved.name}" updated.` : `Product "${saved.name}" added.`,
      });
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
      onBlur: () => form.setFieldValue(field, toNumber(form.getValues()[field])),
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
