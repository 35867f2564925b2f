import type { HelpGroup } from '../../../content/adminSamples';

/**
 * Groups whose title, or whose articles' title or text, contain every word
 * of the search. A group that matches by title keeps all its articles.
 */
export function filterHelpGroups(groups: readonly HelpGroup[], search: string): HelpGroup[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const result: HelpGroup[] = [];
  for (const group of groups) {
    if (matches(group.title)) {
      result.push(group);
      continue;
    }
    const articles = group.articles.filter((a) => matches(`${a.title} ${a.body}`));
    if (articles.length > 0) result.push({ ...group, articles });
  }
  return result;
}

export const supportMessages = {
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  sent: 'Your support request has been sent. You will find the conversation in Messages.',
} as const;

export function validateSupportRequest(values: { subject: string; message: string }) {
  return {
    subject: values.subject.trim() ? null : supportMessages.subjectRequired,
    message: values.message.trim() ? null : supportMessages.messageRequired,
  };
}
