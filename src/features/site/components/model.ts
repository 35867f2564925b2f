// Pure helpers shared by the site's pages.

/**
 * One-open-at-a-time toggle (drone cards, training programs): opening an item
 * closes the others, and toggling the open item closes it.
 */
export function toggleSingle<Id>(current: Id | null, id: Id): Id | null {
  return current === id ? null : id;
}
