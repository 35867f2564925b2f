import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ProductImage } from '../../components/ProductImage';
import { IconChevronLeft, IconChevronRight } from '../../../../components/icons';
import { galleryViews, stepIndex } from '../model';
import classes from './ProductGallery.module.css';

export interface ProductGalleryProps {
  imageUrl: string;
  name: string;
}

/** Main image with previous/next and thumbnails; the views are variants of the one image. */
export function ProductGallery({ imageUrl, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = galleryViews.length;
  const view = galleryViews[index] ?? galleryViews[0];

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={`${name} images`}
    >
      <div className={classes.stage} data-variant={view.variant}>
        <ProductImage
          src={imageUrl}
          alt={`${name} — ${view.label.toLowerCase()}`}
          className={classes.stageImage}
          eager
        />
        <ActionIcon
          className={`${classes.nav} ${classes.prev}`}
          variant="white"
          color="dark"
          radius="xl"
          size="xl"
          aria-label="Previous image"
          onClick={() => setIndex((current) => stepIndex(current, -1, count))}
        >
          <IconChevronLeft />
        </ActionIcon>
        <ActionIcon
          className={`${classes.nav} ${classes.next}`}
          variant="white"
          color="dark"
          radius="xl"
          size="xl"
          aria-label="Next image"
          onClick={() => setIndex((current) => stepIndex(current, 1, count))}
        >
          <IconChevronRight />
        </ActionIcon>
        <span className={classes.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      <div className={classes.thumbs}>
        {galleryViews.map((thumb, thumbIndex) => (
          <UnstyledButton
            key={thumb.variant}
            className={classes.thumb}
            data-variant={thumb.variant}
            data-active={thumbIndex === index || undefined}
            aria-label={`Show image ${thumbIndex + 1} of ${count}: ${thumb.label}`}
            aria-pressed={thumbIndex === index}
            onClick={() => setIndex(thumbIndex)}
          >
            <ProductImage src={imageUrl} alt="" size={160} className={classes.thumbImage} />
          </UnstyledButton>
        ))}
      </div>
    </section>
  );
}
