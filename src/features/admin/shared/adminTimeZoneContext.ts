import { createContext } from 'react';
import type { Timezone } from '../../../data/settings';

/** The admin's Timezone setting, provided by the admin shell for every admin page. */
export const AdminTimeZoneContext = createContext<Timezone>('UTC');
