// How the two product categories read in the back office.
import type { ProductCategory } from '../../../api/types';

export const categoryLabels: Record<ProductCategory, string> = {
  courses: 'Courses',
  drones: 'Drone Products',
};

/** Short labels for badges in dense lists. */
export const categoryShortLabels: Record<ProductCategory, string> = {
  courses: 'Courses',
  drones: 'Drones',
};
