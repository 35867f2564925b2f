// The one place that reads import.meta.env; every value is checked here.
import { API_BASE_DEFAULTS as API, answeredByMock, apiBaseUrl as baseUrl } from './apiBase';

const emailPublicKey = (import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '').trim();
const emailServiceId = (import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '').trim();
const emailTemplateId = (import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '').trim();
const emailReplyTemplateId = (import.meta.env.VITE_EMAILJS_REPLY_TEMPLATE_ID ?? '').trim();

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /**
   * The template of staff replies to contact messages, addressed to the visitor's `email`;
   * '' in demo mode (api/email/emailClient.ts names the stand-in's).
   */
  replyTemplateId: string;
  /** Where the send request goes; the app's own origin when the demo backend answers it. */
  origin: string;
  demo: boolean;
}

export const env = {
  catalogApi: baseUrl(import.meta.env.VITE_CATALOG_API, API.VITE_CATALOG_API),
  couponsApi: baseUrl(import.meta.env.VITE_COUPONS_API, API.VITE_COUPONS_API),
  cartApi: baseUrl(import.meta.env.VITE_CART_API, API.VITE_CART_API),
  authApi: baseUrl(import.meta.env.VITE_AUTH_API, API.VITE_AUTH_API),
  isDev: import.meta.env.DEV,
  /** The mocked backend answers every service: only then are there test scenarios. */
  mockBackend: answeredByMock(import.meta.env),
};

/**
 * Who may switch the mock's test scenario (mocks/scenarios/access.ts): a production build only
 * with testing on; a build pointed at a real backend has no scenarios.
 */
export const scenarioAccess: 'development' | 'production' | 'none' = !env.mockBackend
  ? 'none'
  : import.meta.env.PROD
    ? 'production'
    : 'development';

/** Without real keys the mocked backend answers EmailJS's send endpoint (demo mode). */
export function emailJsConfig(): EmailJsConfig {
  const configured = Boolean(emailPublicKey && emailServiceId && emailTemplateId);
  return configured
    ? {
        publicKey: emailPublicKey,
        serviceId: emailServiceId,
        templateId: emailTemplateId,
        replyTemplateId: emailReplyTemplateId || emailTemplateId,
        origin: 'https://api.emailjs.com',
        demo: false,
      }
    : {
        publicKey: 'demo-public-key',
        serviceId: 'demo-service',
        templateId: 'demo-template',
        replyTemplateId: '',
        origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
        demo: true,
      };
}
