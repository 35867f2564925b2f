// The mocked backend under Node (unit tests): same handlers as the service worker.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
