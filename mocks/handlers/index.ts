// Every handler of the mocked backend, for the service worker, the in-page fallback and tests.
import type { RequestHandler } from 'msw';
import { adminDataHandlers } from './adminData';
import { adminGenerateHandlers } from './adminGenerate';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { couponHandlers } from './coupons';
import { emailHandlers } from './email';
import { guardHandlers } from './guard';
import { unlockCodeHandlers } from './unlockCodes';
import { scenarioControlHandlers } from '../scenarios/control';

export const handlers: RequestHandler[] = [
  ...guardHandlers, // first: malformed paths never reach msw's route matching
  ...catalogHandlers,
  ...couponHandlers,
  ...cartHandlers,
  ...authHandlers,
  ...unlockCodeHandlers,
  ...emailHandlers,
  ...adminGenerateHandlers,
  ...adminDataHandlers,
  ...scenarioControlHandlers,
];
