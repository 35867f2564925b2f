// A prerendered page (scripts/prerender) shows its buttons before React has taken them over: the
// app's code is still downloading, and until React listens a click on them does nothing at all
// (the wishlist heart on /shop/products lost 3 of 3 such clicks with the CPU slowed 4×). A tiny
// script in the page's <head> holds those clicks from the first paint: the control looks busy,
// and the click is given to it again once React has hydrated the page, so it takes effect.
// Links are left alone: the browser follows them without React.

/** Set on a control whose click is waiting for the app (styled in global.css). */
export const HELD_ATTRIBUTE = 'data-click-held';

/** What a click is held for: controls whose action is the app's code. */
const HELD_CONTROLS =
  'button,[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="option"],[role="menuitem"],input[type="checkbox"],input[type="radio"]';

const GLOBAL_NAME = '__skyforgeEarlyClicks';

interface EarlyClicks {
  held: Element[];
  stop: () => void;
}

/**
 * The inline script of every built page (vite.config.ts: in <head>, allowed by its hash in the
 * page's policy). It holds a click on a control inside a root that has content, i.e. a
 * prerendered page before React hydrates it; a page that starts empty has nothing to hold.
 */
export const earlyClicksScript = `(function(){var held=[];function onClick(e){var root=document.getElementById('root');var t=e.target;if(!root||!root.firstElementChild||!(t instanceof Element)||!root.contains(t))return;var c=t.closest(${JSON.stringify(HELD_CONTROLS)});if(!c||!root.contains(c)||c.matches(':disabled,[aria-disabled="true"]'))return;e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(c)<0){held.push(c);c.setAttribute(${JSON.stringify(HELD_ATTRIBUTE)},'');c.setAttribute('aria-busy','true');}}document.addEventListener('click',onClick,true);window.${GLOBAL_NAME}={held:held,stop:function(){document.removeEventListener('click',onClick,true);}};})();`;

function earlyClicks(): EarlyClicks | undefined {
  const value = (window as unknown as Record<string, unknown>)[GLOBAL_NAME];
  if (!value || typeof value !== 'object') return undefined;
  const { held, stop } = value as Partial<EarlyClicks>;
  return Array.isArray(held) && typeof stop === 'function' ? { held, stop } : undefined;
}

/**
 * Stops holding clicks; with `replay`, clicks each held control again, in the order they were
 * clicked (one that left the page meanwhile is skipped). Call it once React listens on the page
 * and the page's code is there: React then hydrates the clicked part at once and runs its
 * handler. Returns how many clicks were given back.
 */
export function releaseEarlyClicks({ replay }: { replay: boolean }): number {
  const holder = earlyClicks();
  if (!holder) return 0;
  delete (window as unknown as Record<string, unknown>)[GLOBAL_NAME];
  holder.stop();
  let replayed = 0;
  for (const control of holder.held) {
    control.removeAttribute(HELD_ATTRIBUTE);
    control.removeAttribute('aria-busy');
    if (!replay || !control.isConnected || !(control instanceof HTMLElement)) continue;
    control.click();
    replayed += 1;
  }
  return replayed;
}
