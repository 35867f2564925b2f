import { iconFrame, STAR_PATH } from '../../../components/icons';
import classes from './Stars.module.css';

/** The star of the app's icon set (IconStar), drawn in place: ten per rating, no components. */
function star(size: number, filled: boolean, className: string) {
  return (
    <svg {...iconFrame(size)} fill={filled ? 'currentColor' : 'none'} className={className}>
      <path d={STAR_PATH} />
    </svg>
  );
}

export interface StarsProps {
  /** 0–5, may be fractional (rounded to the nearest half star for display). */
  value: number;
  size?: number;
  /** Announce "Rated x out of 5" (off where the number is already shown as text). */
  labelled?: boolean;
}

/** Read-only star rating drawn with inline icons. */
export function Stars({ value, size = 16, labelled = true }: StarsProps) {
  const halves = Math.round(Math.max(0, Math.min(5, value)) * 2);
  const label = `Rated ${value} out of 5`;
  return (
    <span
      className={classes.stars}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {Array.from({ length: 5 }, (_, index) => {
        const fill = halves - index * 2; // 2 = full, 1 = half, ≤0 = empty
        return (
          <span
            key={index}
            className={classes.star}
            data-fill={fill >= 2 ? 'full' : fill === 1 ? 'half' : 'empty'}
          >
            {star(size, false, classes.outline)}
            <span className={classes.fillClip}>{star(size, true, classes.filled)}</span>
          </span>
        );
      })}
    </span>
  );
}
