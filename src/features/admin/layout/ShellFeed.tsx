// What the admin frame shows from the app database: the store settings (site name, description,
// time zone) and the unread-message count. Loaded after the frame has painted (partAfterPaint):
// the frame shows the site's stored copy of the settings and no count meanwhile.
import { useEffect } from 'react';
import { ensureSampleConversations } from '../../../data/conversations';
import { useSettings, type Settings } from '../../../data/settings';
import { writeSiteSettings } from '../../../data/siteSettings';
import { useUnreadMessageCount } from '../../../data/unreadMessages';
import { startReplySync } from '../shared/contactReplies';

export interface ShellFeedProps {
  onSettings: (settings: Settings | undefined) => void;
  /** The unread count; undefined until it is known. */
  onUnread: (count: number | undefined) => void;
}

export function ShellFeed({ onSettings, onUnread }: ShellFeedProps) {
  const settings = useSettings();
  const unread = useUnreadMessageCount();
  useEffect(() => {
    // Keeps the site's copy of the settings in step (e.g. after site data was cleared).
    if (settings) writeSiteSettings(settings);
    onSettings(settings);
  }, [settings, onSettings]);
  // The inbox's sample conversations are part of what every back-office page counts: seeded here
  // (a fresh database, or one just reset), not when the Messages page first opens.
  useEffect(() => {
    if (unread !== null) return;
    ensureSampleConversations().catch((error: unknown) =>
      console.error('[messages] could not seed sample conversations', error),
    );
  }, [unread]);
  useEffect(() => onUnread(unread ?? undefined), [unread, onUnread]);
  // Replies to contact messages written offline go out from any back-office page.
  useEffect(() => startReplySync(), []);
  return null;
}
