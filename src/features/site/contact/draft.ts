// The contact form's draft lives in sessionStorage so a reload loses nothing typed.
import { contactFromUnknown, emptyContact, type ContactValues } from './model';

export const contactDraftKey = 'skyforge.contactDraft';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadContactDraft(): ContactValues {
  const raw = storage()?.getItem(contactDraftKey);
  if (!raw) return { ...emptyContact };
  try {
    return contactFromUnknown(JSON.parse(raw)) ?? { ...emptyContact };
  } catch {
    return { ...emptyContact };
  }
}

export function saveContactDraft(values: ContactValues): void {
  const store = storage();
  if (!store) return;
  try {
    const empty = Object.values(values).every((value) => value === '');
    if (empty) store.removeItem(contactDraftKey);
    else store.setItem(contactDraftKey, JSON.stringify(values));
  } catch (error) {
    console.error('[contact] could not save the draft', error);
  }
}

export function clearContactDraft(): void {
  storage()?.removeItem(contactDraftKey);
}
