export { DronesPage as Component } from '../../../features/site/drones/DronesPage';
