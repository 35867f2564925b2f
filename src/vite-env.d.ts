/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CATALOG_API?: string;
  readonly VITE_COUPONS_API?: string;
  readonly VITE_CART_API?: string;
  readonly VITE_AUTH_API?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_REPLY_TEMPLATE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
