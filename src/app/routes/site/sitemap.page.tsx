export { SitemapPage as Component } from '../../../features/site/sitemap/SitemapPage';
