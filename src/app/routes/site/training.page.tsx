export { TrainingPage as Component } from '../../../features/site/training/TrainingPage';
