// What the admin frame shows from the app database: the store settings (site name, description,
// time zone) and the unread-message count. Loaded after the frame has painted (partAfterPaint):
// the frame shows the site's stored copy of the settings and no badge meanwhile.
import { useEffect } from 'react';
import { useSettings, type Settings } from '../../../data/settings';
import { writeSiteSettings } from '../../../data/siteSettings';
import { useUnreadMessageCount } from './useUnreadMessageCount';

export interface ShellFeedProps {
  onSettings: (settings: Settings | undefined) => void;
  onUnread: (count: number) => void;
}

export function ShellFeed({ onSettings, onUnread }: ShellFeedProps) {
  const settings = useSettings();
  const unread = useUnreadMessageCount();
  useEffect(() => {
    // Keeps the site's copy of the settings in step (e.g. after site data was cleared).
    if (settings) writeSiteSettings(settings);
    onSettings(settings);
  }, [settings, onSettings]);
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return null;
}
