export { SoftwarePage as Component } from '../../../features/site/software/SoftwarePage';
