// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyClicksScript, HELD_ATTRIBUTE, releaseEarlyClicks } from './earlyClicks';

function page(rootContent = true) {
  document.body.innerHTML = `
    <div id="root">${
      rootContent
        ? `<button id="heart"><svg><path id="icon"></path></svg></button>
      <button id="off" disabled>Off</button>
      <a id="link" href="#somewhere">Link</a>`
        : ''
    }</div>
    <button id="outside">Outside</button>`;
  // What the page's <head> runs (as the browser would: the script text itself).
  new Function(earlyClicksScript)();
  return (id: string) => document.getElementById(id)!;
}

afterEach(() => {
  releaseEarlyClicks({ replay: false });
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('holds a click on a control inside the root, marks it busy, and gives it back once', () => {
    const byId = page();
    const onClick = vi.fn();
    byId('heart').addEventListener('click', onClick);
    byId('icon').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('heart').click(); // a second click on the same control is held once
    expect(onClick).not.toHaveBeenCalled();
    expect(byId('heart').hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    expect(byId('heart').getAttribute('aria-busy')).toBe('true');

    expect(releaseEarlyClicks({ replay: true })).toBe(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(byId('heart').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(byId('heart').hasAttribute('aria-busy')).toBe(false);
    // Released: clicks go straight through again, and a second release does nothing.
    byId('heart').click();
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(releaseEarlyClicks({ replay: true })).toBe(0);
  });

  it('leaves links, disabled controls and the rest of the document alone', () => {
    const byId = page();
    for (const id of ['link', 'off', 'outside']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
  });

  it('holds nothing on a page that starts empty (the app renders it itself)', () => {
    const byId = page(false);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('outside').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('releasing without replay drops the held clicks and the busy look', () => {
    const byId = page();
    const onClick = vi.fn();
    byId('heart').addEventListener('click', onClick);
    byId('heart').click();
    expect(releaseEarlyClicks({ replay: false })).toBe(0);
    expect(onClick).not.toHaveBeenCalled();
    expect(byId('heart').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('skips a control that left the page before it could be given back', () => {
    const byId = page();
    const heart = byId('heart');
    const onClick = vi.fn();
    heart.addEventListener('click', onClick);
    heart.click();
    heart.remove();
    expect(releaseEarlyClicks({ replay: true })).toBe(0);
    expect(onClick).not.toHaveBeenCalled();
  });
});
