import { TextInput } from '@mantine/core';
import { IconSearch } from '../../../components/icons';
import { useSearchText } from '../../../components/useSearchText';

export interface ListSearchInputProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  search: string;
  /** Puts a new search in the URL (untrimmed). */
  onSearch: (search: string) => void;
  className?: string;
}

/**
 * An admin list's search box. The typed text lives here, so a key press re-renders this box and
 * not the whole list with its rows (see useSearchText), as the shop's CatalogSearch does.
 */
export function ListSearchInput({
  label,
  placeholder,
  search,
  onSearch,
  className,
}: ListSearchInputProps) {
  const { text, change } = useSearchText(search, onSearch);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      className={className}
    />
  );
}
