// Mantine's Tooltip with its code loaded after the page has painted. A tooltip brings Floating
// UI's React layer (~13 kB gzip); in a page's frame (the back office's top bar) it would ride in
// the first paint for a hint nobody can ask for before the page is there. Until it arrives the
// control renders on its own, with its accessible name, and works.
import type { TooltipProps } from '@mantine/core';
import { partAfterPaint } from '../lib/partAfterPaint';

export const { Part: TooltipAfterPaint } = partAfterPaint<TooltipProps>(
  () => import('./mantineTooltip').then((module) => module.Tooltip),
  { placeholder: ({ children }) => children },
);
