import { useContext, useMemo } from 'react';
import { AdminTimeZoneContext } from './adminTimeZoneContext';
import { adminDateFormats, type AdminDateFormats } from './format';

/** Date formats in the admin's Timezone setting. */
export function useAdminDates(): AdminDateFormats {
  const timezone = useContext(AdminTimeZoneContext);
  return useMemo(() => adminDateFormats(timezone), [timezone]);
}
