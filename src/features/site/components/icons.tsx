// Inline stroke icons for the public site's pages.
import { createIcon } from './iconFactory';

export type { IconProps } from './iconFactory';
export * from './brandIcons';

export const IconArrowRight = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </>,
);
export const IconChevronLeft = /* @__PURE__ */ createIcon(<path d="m15 6-6 6 6 6" />);
export const IconChevronRight = /* @__PURE__ */ createIcon(<path d="m9 6 6 6-6 6" />);
export const IconChevronDown = /* @__PURE__ */ createIcon(<path d="m6 9 6 6 6-6" />);
export const IconCheck = /* @__PURE__ */ createIcon(<path d="m5 12 5 5L20 7" />);
export const IconPlay = /* @__PURE__ */ createIcon(<path d="M8 5.5v13l11-6.5-11-6.5Z" />, {
  filled: true,
});

export const IconDrone = /* @__PURE__ */ createIcon(
  <>
    <circle cx="6" cy="6" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8 8 2.5 2.5M16 8l-2.5 2.5M8 16l2.5-2.5M16 16l-2.5-2.5" />
    <rect x="10" y="10" width="4" height="4" rx="1" />
  </>,
);
export const IconCode = /* @__PURE__ */ createIcon(
  <>
    <path d="m8 8-4 4 4 4" />
    <path d="m16 8 4 4-4 4" />
    <path d="m13.5 5-3 14" />
  </>,
);
export const IconSchool = /* @__PURE__ */ createIcon(
  <>
    <path d="M2 9.5 12 5l10 4.5-10 4.5L2 9.5Z" />
    <path d="M6 11.5V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-4.5" />
    <path d="M22 9.5V15" />
  </>,
);
export const IconBulb = /* @__PURE__ */ createIcon(
  <>
    <path d="M9 18h6" />
    <path d="M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
  </>,
);
export const IconShieldCheck = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const IconHeadset = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20c0 1-1.5 2-4 2h-2" />
  </>,
);
export const IconBrain = /* @__PURE__ */ createIcon(
  <>
    <path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3h.5V4H9Z" />
    <path d="M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3h-.5V4H15Z" />
    <path d="M9.5 9H7.5M14.5 9h2M9.5 15h-2M14.5 15h2" />
  </>,
);
export const IconCloud = /* @__PURE__ */ createIcon(
  <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5H7Z" />,
);
export const IconHospital = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 21V7l8-4 8 4v14" />
    <path d="M2 21h20" />
    <path d="M12 8v6M9 11h6" />
    <path d="M10 21v-3h4v3" />
  </>,
);
export const IconChart = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 20V4" />
    <path d="M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </>,
);
export const IconRobot = /* @__PURE__ */ createIcon(
  <>
    <rect x="5" y="8" width="14" height="11" rx="3" />
    <path d="M12 4v4" />
    <circle cx="12" cy="3.5" r="1" />
    <circle cx="9.5" cy="13" r="1.2" />
    <circle cx="14.5" cy="13" r="1.2" />
    <path d="M2.5 13v2M21.5 13v2" />
  </>,
);
export const IconUsers = /* @__PURE__ */ createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5" />
    <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </>,
);
export const IconTarget = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" />
  </>,
);
export const IconEye = /* @__PURE__ */ createIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconSearch = /* @__PURE__ */ createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const IconMenu = /* @__PURE__ */ createIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const IconLayout = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M9 20V9" />
  </>,
);

export const IconClock = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const IconCalendar = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const IconRocket = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 15c-1.5 1.5-2 4.5-2 6 1.5 0 4.5-.5 6-2" />
    <path d="M9 15.5 8.5 15a18 18 0 0 1 12-12 18 18 0 0 1-12 12" />
    <path d="M14 9.9a1.8 1.8 0 1 0 0-.1" />
    <path d="M8.5 15 6 12.5l3-3.5h4M15 14.5V19l-3.5 3-2.5-3" />
  </>,
);
export const IconSettings = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);
export const IconChat = /* @__PURE__ */ createIcon(<path d="M4 5h16v11H9l-5 4V5Z" />);
export const IconLeaf = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z" />
    <path d="M5 19 13 11" />
  </>,
);
