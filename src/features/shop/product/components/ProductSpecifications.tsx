import { Table } from '@mantine/core';
import type { Product } from '../../../../api/types';
import { catalogTitles } from '../../shared/catalogFilters';
import { productSpecifications } from '../model';
import classes from './ProductPage.module.css';

/** The Specifications tab: product id, category, then the product's own rows (or its category's). */
export function ProductSpecifications({ product }: { product: Product }) {
  const rows = productSpecifications(product);
  const hasCategoryRow = rows.some((row) => row.label === 'Category');
  return (
    <Table striped withTableBorder verticalSpacing="sm" className={classes.specs}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Product ID</Table.Th>
          <Table.Td>{product.id}</Table.Td>
        </Table.Tr>
        {hasCategoryRow ? null : (
          <Table.Tr>
            <Table.Th scope="row">Category</Table.Th>
            <Table.Td>{catalogTitles[product.category]}</Table.Td>
          </Table.Tr>
        )}
        {rows.map((row, index) => (
          <Table.Tr key={`${index}-${row.label}`}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
