import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { IconSearch } from '../../../../components/icons';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '../model';

export interface CatalogSearchProps {
  /** The search in the URL. */
  search: string;
  /** Puts a new search in the URL. */
  onSearch: (search: string) => void;
  className?: string;
}

/**
 * The catalogue's search box. The typed text lives here, so a key press
 * re-renders this box and not the whole page; the URL follows 250 ms after
 * typing stops, or at once on Enter.
 */
export function CatalogSearch({ search, onSearch, className }: CatalogSearchProps) {
  const [text, setText] = useState(search);
  // The last search this box put in the URL. When that comes back through the
  // URL it must not overwrite what was typed since; any other change (header
  // search, Back, Clear filters) replaces the text.
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
      setCommitted(normalizeSearch(value));
      onSearch(value);
    },
    { delay: SEARCH_DEBOUNCE_MS },
  );

  return (
    <TextInput
      type="search"
      label="Search products"
      placeholder="Search by name or description"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      leftSection={<IconSearch size={16} />}
      className={className}
    />
  );
}
