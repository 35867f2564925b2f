import { useEffect } from 'react';
import { defaultSiteSettings, useSiteSettings } from '../data/siteSettings';

/** The built-in site name: the prerendered pages and the home page's own title. */
export const siteName = defaultSiteSettings.siteName;

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

/** "About Us | SkyForge Technologies"; the home page's title is the site name alone. */
export function fullPageTitle(title: string, name: string = siteName): string {
  return title === siteName || title === name ? name : `${title} | ${name}`;
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

/**
 * Sets the document title, meta description and Open Graph title/description. The site name
 * and, on the home page, the description come from the admin's settings.
 */
export function usePageMeta({ title, description }: PageMeta) {
  if (typeof document === 'undefined') recordServerPageMeta({ title, description });
  const site = useSiteSettings();
  const home = title === siteName;
  const pageDescription =
    home &&
    site.siteDescription.trim() &&
    site.siteDescription !== defaultSiteSettings.siteDescription
      ? site.siteDescription
      : description;
  useEffect(() => {
    const fullTitle = fullPageTitle(title, site.siteName);
    document.title = fullTitle;
    setMeta('name', 'description', pageDescription);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', pageDescription);
  }, [title, pageDescription, site.siteName]);
}
