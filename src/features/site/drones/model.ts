// Drone product card text (spec §9: collapsed text is cut at 120 characters).

export const DESCRIPTION_PREVIEW_LENGTH = 120;

/**
 * The collapsed form of a description: its first 120 characters followed by
 * '...', or the whole text when it is not longer than that.
 */
export function truncateDescription(
  text: string,
  maxLength: number = DESCRIPTION_PREVIEW_LENGTH,
): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

/** Whether a description needs the Read more / Show less toggle. */
export function isTruncatable(
  text: string,
  maxLength: number = DESCRIPTION_PREVIEW_LENGTH,
): boolean {
  return text.length > maxLength;
}
