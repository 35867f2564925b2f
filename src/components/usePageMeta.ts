import { useEffect } from 'react';

export const siteName = 'SkyForge Technologies';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

export interface PageMeta {
  title: string;
  description: string;
}

export function fullPageTitle(title: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

let serverPageMeta: PageMeta | null = null;

/**
 * What the page last asked for during a server render (the build-time prerender), where
 * effects never run; the prerender writes it into the page's <head>.
 */
export function takeServerPageMeta(): PageMeta | null {
  const meta = serverPageMeta;
  serverPageMeta = null;
  return meta;
}

function recordServerPageMeta(meta: PageMeta): void {
  serverPageMeta = meta;
}

/** Sets the document title, meta description and Open Graph title/description. */
export function usePageMeta({ title, description }: PageMeta) {
  if (typeof document === 'undefined') recordServerPageMeta({ title, description });
  useEffect(() => {
    const fullTitle = fullPageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
