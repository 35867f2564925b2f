// Icons the site header and footer need (kept apart so the first page load
// does not carry every page's icons).
import { createIcon } from './iconFactory';

export const IconMapPin = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const IconPhone = /* @__PURE__ */ createIcon(
  <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />,
);

export const IconMail = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

export const IconFacebook = /* @__PURE__ */ createIcon(
  <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A21 21 0 0 0 14.7 2C12.4 2 11 3.4 11 6v2.5H8.5V12H11v10h3V12h2.6l.4-3.5h-3Z" />,
  { filled: true },
);

export const IconYouTube = /* @__PURE__ */ createIcon(
  <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z" />,
  { filled: true },
);

export const IconX = /* @__PURE__ */ createIcon(
  <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />,
  { filled: true },
);

export const IconInstagram = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);

export const IconLinkedIn = /* @__PURE__ */ createIcon(
  <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 8.5h3V21H3V8.5Zm5 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-6.9c0-1.6 0-3.1-1.9-3.1s-2.1 1.4-2.1 3V21H8V8.5Z" />,
  { filled: true },
);

export const IconWhatsApp = /* @__PURE__ */ createIcon(
  <>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3l-4.5 1.5Z" />
    <path d="M9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2L9 8.5Z" />
  </>,
);

export const socialIcons = {
  Facebook: IconFacebook,
  YouTube: IconYouTube,
  X: IconX,
  Instagram: IconInstagram,
  LinkedIn: IconLinkedIn,
  WhatsApp: IconWhatsApp,
} as const;
