// Builds inline stroke icons (24x24 grid). Decorative by default: pass `title`
// to give an icon an accessible name.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  title?: string;
}

export function createIcon(paths: ReactNode, options: { filled?: boolean } = {}) {
  return function Icon({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        focusable="false"
        {...rest}
      >
        {title && <title>{title}</title>}
        {paths}
      </svg>
    );
  };
}
