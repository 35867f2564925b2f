// Booth mode (issue 35, point 6): each visitor is a session of its own. A start over begins a new
// one; every history entry is stamped with the visitor it was made for, and an entry of an
// earlier visitor (Back, the history list, a page the browser kept) never shows its page again.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BoothMode } from '../../data/boothMode';

const visitorKey = 'skyforge.boothVisitor';
const waitingKey = 'skyforge.boothWaitingForVisitor';
const stampField = 'boothVisitor';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

// Kept in memory too: a browser that refuses sessionStorage still tells visitors apart while
// the page lives (a start over reloads it, which also drops every entry's page).
let visitorInMemory: string | null = null;

/** This tab's visitor; one is made on first use. */
export function currentVisitor(): string {
  const storage = tabStorage();
  const stored = storage?.getItem(visitorKey) ?? visitorInMemory;
  if (stored) return stored;
  return startNewVisitor();
}

/** The next visitor begins: entries stamped before now belong to someone else. */
export function startNewVisitor(): string {
  const id = crypto.randomUUID();
  visitorInMemory = id;
  try {
    tabStorage()?.setItem(visitorKey, id);
  } catch {
    // Refused: the in-memory copy serves.
  }
  return id;
}

/** After a start over the device waits, through the reload, for a visitor's first input. */
export function setWaitingForVisitor(waiting: boolean): void {
  try {
    if (waiting) tabStorage()?.setItem(waitingKey, '1');
    else tabStorage()?.removeItem(waitingKey);
  } catch {
    // Refused: the idle timer arms at once, as before.
  }
}

export function isWaitingForVisitor(): boolean {
  return tabStorage()?.getItem(waitingKey) === '1';
}

function stampOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[stampField];
  return typeof value === 'string' ? value : null;
}

/** Whether the current history entry was made for an earlier visitor (stamping it if unstamped). */
export function claimHistoryEntry(): 'ours' | 'earlier visitor' {
  const visitor = currentVisitor();
  const stamp = stampOf(window.history.state);
  if (stamp === null) {
    // The router keeps its own fields (usr, key, idx) and ignores ours.
    const state: unknown = window.history.state;
    const base = typeof state === 'object' && state !== null ? state : {};
    window.history.replaceState({ ...base, [stampField]: visitor }, '');
    return 'ours';
  }
  return stamp === visitor ? 'ours' : 'earlier visitor';
}

/**
 * Used on every page while booth mode is on. An earlier visitor's entry is replaced by the start
 * page before it paints; a page the browser restores from its back/forward cache is loaded again.
 */
export function useBoothVisitorHistory(mode: BoothMode): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { enabled, startPage } = mode;
  useLayoutEffect(() => {
    if (!enabled) return;
    if (claimHistoryEntry() === 'earlier visitor') void navigate(startPage, { replace: true });
  }, [enabled, startPage, location.key, navigate]);

  useEffect(() => {
    if (!enabled) return undefined;
    const pageVisitor = currentVisitor();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && currentVisitor() !== pageVisitor) window.location.replace(startPage);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [enabled, startPage]);
}
