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

/** Sets the document title, meta description and Open Graph title/description. */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
