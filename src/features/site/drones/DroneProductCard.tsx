import { Button, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DroneProduct } from '../../../content/drones';
import { CheckList } from '../components/CheckList';
import { IconArrowRight, IconChevronDown } from '../../../components/icons';
import site from '../components/site.module.css';
import classes from './drones.module.css';
import { isTruncatable, truncateDescription } from './model';

export interface DroneProductCardProps {
  product: DroneProduct;
  tag: string;
  expanded: boolean;
  onToggle: () => void;
}

/** A drone product: description collapsed to 120 characters with Read more / Show less. */
export function DroneProductCard({ product, tag, expanded, onToggle }: DroneProductCardProps) {
  const descriptionId = useId();
  const canExpand = isTruncatable(product.description);
  return (
    <article className={site.card} data-testid={`drone-product-${product.id}`}>
      <div className={site.cardMedia}>
        <img src={product.image} alt={product.name} width={1200} height={800} loading="lazy" />
      </div>
      <div className={classes.productBody}>
        <span className={classes.productTag}>{tag}</span>
        <Title order={3} className={site.cardTitle} fz={26}>
          {product.name}
        </Title>
        <p className={site.cardText} id={descriptionId} data-testid="drone-description">
          {expanded ? product.description : truncateDescription(product.description)}
        </p>
        {canExpand && (
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={onToggle}
          >
            {expanded ? 'Show less' : 'Read more'}
            <IconChevronDown size={16} />
          </button>
        )}
        <h4 className={classes.featuresHeading}>Features</h4>
        <CheckList items={product.features} />
        <Button
          component={Link}
          to={product.to}
          size="md"
          radius="xl"
          mt={28}
          rightSection={<IconArrowRight size={16} />}
        >
          {product.buttonLabel}
        </Button>
      </div>
    </article>
  );
}
