// What was typed at checkout survives a reload (sessionStorage, this tab
// only). The card number and CVV are never stored.
import { persistedFields, type CheckoutValues } from './model';

const draftKey = 'checkout:draft';

export type CheckoutDraft = Partial<Pick<CheckoutValues, (typeof persistedFields)[number]>>;

export function loadDraft(): CheckoutDraft {
  try {
    const raw = sessionStorage.getItem(draftKey);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const draft: CheckoutDraft = {};
    for (const field of persistedFields) {
      const text = record[field];
      if (typeof text === 'string') draft[field] = text;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(values: CheckoutValues): void {
  const draft: CheckoutDraft = {};
  for (const field of persistedFields) draft[field] = values[field];
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the draft is a convenience
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // ignore
  }
}
