export { AboutPage as Component } from '../../../features/site/about/AboutPage';
