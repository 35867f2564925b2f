export { HomePage as Component } from '../../../features/site/home/HomePage';
