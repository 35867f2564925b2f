export { NewsPage as Component } from '../../../features/site/news/NewsPage';
