import { createQueryClient } from '../api/queryClient';
import { hydratePrerenderedQueries } from './prerender/prerenderedQueries';

/** One cache for the shop, the admin and the site's form pages; the home page never loads it. */
export const queryClient = createQueryClient();
if (typeof document !== 'undefined') hydratePrerenderedQueries(queryClient);
