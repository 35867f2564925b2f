import { TextInput } from '@mantine/core';
import { IconSearch } from '../../../../components/icons';
import { useSearchText } from '../../../../components/useSearchText';

export interface CatalogSearchProps {
  /** The search in the URL. */
  search: string;
  /** Puts a new search in the URL. */
  onSearch: (search: string) => void;
  className?: string;
}

/**
 * The catalogue's search box. The typed text lives here, so a key press
 * re-renders this box and not the whole page (see useSearchText).
 */
export function CatalogSearch({ search, onSearch, className }: CatalogSearchProps) {
  const { text, change, flush } = useSearchText(search, onSearch);
  return (
    <TextInput
      type="search"
      label="Search products"
      placeholder="Search by name or description"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      leftSection={<IconSearch size={16} />}
      className={className}
    />
  );
}
