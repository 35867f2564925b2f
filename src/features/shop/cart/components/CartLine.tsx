import { ActionIcon, Anchor, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CartItem } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { formatPrice } from '../../../../lib/money';
import { IconMinus, IconPlus, IconTrash } from '../../../../components/icons';
import { ProductImage } from '../../components/ProductImage';
import { canDecrease, decreasedQuantity, increasedQuantity } from '../model';
import classes from './CartLine.module.css';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

export function CartLine({ item, busy, onQuantity, onRemove }: CartLineProps) {
  const { product, quantity } = item;
  const decrease = () => {
    const next = decreasedQuantity(quantity);
    if (next !== null) onQuantity(item, next);
  };
  return (
    <li className={classes.line} aria-busy={busy}>
      <Link to={paths.shopProduct(product.id)} className={classes.imageLink} tabIndex={-1}>
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          size={96}
          className={classes.image}
        />
      </Link>
      <div className={classes.info}>
        <Anchor
          component={Link}
          to={paths.shopProduct(product.id)}
          fw={600}
          className={classes.name}
        >
          {product.name}
        </Anchor>
        <Text size="sm" c="gray.7">
          {formatPrice(product.price)} each
        </Text>
        <Group gap="xs" mt={8} wrap="nowrap" className={classes.stepper}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={decrease}
            disabled={!canDecrease(quantity)}
            aria-label={`Decrease quantity of ${product.name}`}
          >
            <IconMinus size={16} />
          </ActionIcon>
          <Text
            component="output"
            fw={700}
            className={classes.quantity}
            aria-label={`Quantity of ${product.name}`}
            aria-live="polite"
          >
            {quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onQuantity(item, increasedQuantity(quantity))}
            aria-label={`Increase quantity of ${product.name}`}
          >
            <IconPlus size={16} />
          </ActionIcon>
          {busy && <Loader size="xs" aria-label="Updating" />}
        </Group>
      </div>
      <div className={classes.end}>
        <Text fw={800} className={classes.lineTotal}>
          {formatPrice(product.price * quantity)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={() => onRemove(item)}
          aria-label={`Remove ${product.name} from cart`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </div>
    </li>
  );
}
