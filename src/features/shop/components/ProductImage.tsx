import { useState, type SyntheticEvent } from 'react';
import { placeholderImage } from './model';

export interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Intrinsic size (the product images are square 800×800). */
  size?: number;
  /** Above the fold: load eagerly with high priority. */
  eager?: boolean;
}

/** A product image that falls back to the placeholder when missing or broken. */
export function ProductImage({
  src,
  alt,
  className,
  size = 800,
  eager = false,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? placeholderImage : src;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== placeholderImage) setFailedSrc(src);
  };
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={onError}
    />
  );
}
