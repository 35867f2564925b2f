import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long a search box waits after the last key before the search goes into the URL. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box's text, kept in step with a search in the URL: typing puts it
 * in the URL 250 ms after the last key (at once on flush). The last search
 * this box committed must not overwrite what was typed since when it comes
 * back through the URL (a slow device re-renders late); any other change of
 * the URL's search (header search, Back, Clear filters) replaces the text.
 * A box bound to the URL directly loses keys: a key pressed before the
 * previous one's URL update has rendered is typed into the older text.
 * `onSearch` stores the search trimmed.
 */
export function useSearchText(search: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(search);
  const [committed, setCommitted] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (search !== committed) {
      setCommitted(search);
      setText(search);
    }
  }
  const commit = useDebouncedCallback(
    (value: string) => {
      setCommitted(value.trim());
      onSearch(value);
    },
    { delay: SEARCH_DEBOUNCE_MS },
  );
  return {
    text,
    change(value: string) {
      setText(value);
      commit(value);
    },
    flush: () => commit.flush(),
    /** Empties the box and drops a search not yet committed. */
    clear() {
      commit.cancel();
      setText('');
    },
  };
}
