// The app's inline SVG icons (there is no icon package), drawn once for every
// area. All are decorative: the button, link or text beside them carries the
// accessible name. One module on purpose: split per icon, the bundler made a
// dozen tiny chunks per page, which weighed more than the ~4 kB kept here.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** The svg attributes every icon shares: a 24-unit grid of round 2-unit strokes, decorative. */
export function iconFrame(size: number | string = 20): SVGProps<SVGSVGElement> {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: 'false',
  };
}

/** The svg frame every icon shares. */
export function IconBase({ size, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg {...iconFrame(size)} {...rest}>
      {children}
    </svg>
  );
}

// The public site's pictures are drawn with a finer line; brand marks are solid.
const THIN = 1.8;

// Arrows and chevrons

export const IconArrowLeft = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M19 12H5" />
    <path d="M12 19l-7-7 7-7" />
  </IconBase>
);

export const IconArrowRight = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </IconBase>
);

export const IconChevronLeft = (p: IconProps) => (
  <IconBase {...p}>
    <path d="m15 18-6-6 6-6" />
  </IconBase>
);

export const IconChevronRight = (p: IconProps) => (
  <IconBase {...p}>
    <path d="m9 18 6-6-6-6" />
  </IconBase>
);

export const IconChevronUp = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M18 15l-6-6-6 6" />
  </IconBase>
);

export const IconChevronDown = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="m6 9 6 6 6-6" />
  </IconBase>
);

export const IconSelector = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M8 9l4-4 4 4" />
    <path d="M16 15l-4 4-4-4" />
  </IconBase>
);

export const IconExternal = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6" />
    <path d="M10 14L21 3" />
  </IconBase>
);

export const IconMenu = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconBase>
);

// Actions

export const IconPlus = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 5v14M5 12h14" />
  </IconBase>
);

export const IconMinus = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M5 12h14" />
  </IconBase>
);

export const IconEdit = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </IconBase>
);

export const IconTrash = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </IconBase>
);

export const IconSearch = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </IconBase>
);

export const IconDownload = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M7 10l5 5 5-5" />
    <path d="M12 15V3" />
  </IconBase>
);

export const IconUpload = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M17 8l-5-5-5 5" />
    <path d="M12 3v12" />
  </IconBase>
);

export const IconLogout = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5" />
    <path d="M21 12H9" />
  </IconBase>
);

export const IconShare = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </IconBase>
);

export const IconSend = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4Z" />
  </IconBase>
);

export const IconPlay = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <path d="M8 5.5v13l11-6.5-11-6.5Z" />
  </IconBase>
);

export const IconPause = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </IconBase>
);

// States

export const IconCheck = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="m5 12 5 5L20 7" />
  </IconBase>
);

export const IconCheckCircle = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </IconBase>
);

export const IconXCircle = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </IconBase>
);

export const IconClock = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconBase>
);

export const IconLock = (p: IconProps) => (
  <IconBase {...p}>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </IconBase>
);

export const IconEye = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </IconBase>
);

export const IconCloudOff = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M2 2l20 20" />
    <path d="M5.8 5.8A7 7 0 0 0 6 20h11a5 5 0 0 0 1.5-.2" />
    <path d="M21.6 15.7A4.5 4.5 0 0 0 17.5 10h-1.3A7 7 0 0 0 9.8 5.1" />
  </IconBase>
);

// Shop and orders

export const IconCart = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6" />
  </IconBase>
);

export function IconHeart({ filled = false, ...p }: IconProps & { filled?: boolean }) {
  return (
    <IconBase {...p} fill={filled ? 'currentColor' : 'none'}>
      <path d="M19.5 12.57 12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.56Z" />
    </IconBase>
  );
}

/** The star's outline; ratings draw many stars from it without components (Stars). */
export const STAR_PATH = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9Z';

export function IconStar({ filled = true, ...p }: IconProps & { filled?: boolean }) {
  return (
    <IconBase {...p} fill={filled ? 'currentColor' : 'none'}>
      <path d={STAR_PATH} />
    </IconBase>
  );
}

export const IconTruck = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </IconBase>
);

export const IconBox = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M21 8l-9-5-9 5 9 5 9-5z" />
    <path d="M3 8v8l9 5 9-5V8" />
    <path d="M12 13v8" />
  </IconBase>
);

export const IconReceipt = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 8h6M9 12h6" />
  </IconBase>
);

export const IconCog = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </IconBase>
);

export const IconReturn = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
  </IconBase>
);

export const IconDollar = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 1v22" />
    <path d="M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
  </IconBase>
);

export const IconTicket = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7z" />
    <path d="M14 5v14" strokeDasharray="2 2" />
  </IconBase>
);

export const IconTrendUp = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M23 6l-9.5 9.5-5-5L1 18" />
    <path d="M17 6h6v6" />
  </IconBase>
);

export const IconSparkle = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </IconBase>
);

export const IconQuote = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M9 7H5v6h4v-2a4 4 0 0 1-4 4M19 7h-4v6h4v-2a4 4 0 0 1-4 4" />
  </IconBase>
);

// People and contact

export const IconUser = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </IconBase>
);

export const IconUsers = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
    <path d="M16 4a4 4 0 0 1 0 8" />
    <path d="M22 21v-1a6 6 0 0 0-4-5.6" />
  </IconBase>
);

export const IconMessage = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />
  </IconBase>
);

export const IconChat = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </IconBase>
);

export const IconBell = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </IconBase>
);

export const IconHelp = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
    <path d="M12 17h.01" />
  </IconBase>
);

export const IconHeadset = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z" />
  </IconBase>
);

export const IconMail = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </IconBase>
);

export const IconPhone = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
  </IconBase>
);

export const IconMapPin = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </IconBase>
);

export const IconGlobe = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20" />
    <path d="M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" />
  </IconBase>
);

export const IconCalendar = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </IconBase>
);

// Admin screens

export const IconDashboard = (p: IconProps) => (
  <IconBase {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </IconBase>
);

export const IconChart = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </IconBase>
);

export const IconReport = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
    <path d="M8 13h8M8 17h5" />
  </IconBase>
);

export const IconSettings = (p: IconProps) => (
  <IconBase {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </IconBase>
);

// The public site's services, training and careers

export const IconDrone = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <circle cx="6" cy="6" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8 8 2.5 2.5M16 8l-2.5 2.5M8 16l2.5-2.5M16 16l-2.5-2.5" />
    <rect x="10" y="10" width="4" height="4" rx="1" />
  </IconBase>
);

export const IconCode = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="m8 8-4 4 4 4" />
    <path d="m16 8 4 4-4 4" />
    <path d="m13.5 5-3 14" />
  </IconBase>
);

export const IconSchool = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M2 9.5 12 5l10 4.5-10 4.5L2 9.5Z" />
    <path d="M6 11.5V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-4.5" />
    <path d="M22 9.5V15" />
  </IconBase>
);

export const IconBulb = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M9 18h6" />
    <path d="M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
  </IconBase>
);

export const IconShieldCheck = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </IconBase>
);

export const IconBrain = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3h.5V4H9Z" />
    <path d="M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3h-.5V4H15Z" />
    <path d="M9.5 9H7.5M14.5 9h2M9.5 15h-2M14.5 15h2" />
  </IconBase>
);

export const IconCloud = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5H7Z" />
  </IconBase>
);

export const IconHospital = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M4 21V7l8-4 8 4v14" />
    <path d="M2 21h20" />
    <path d="M12 8v6M9 11h6" />
    <path d="M10 21v-3h4v3" />
  </IconBase>
);

export const IconChartBar = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M4 20V4" />
    <path d="M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </IconBase>
);

export const IconTarget = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" />
  </IconBase>
);

export const IconLayout = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M9 20V9" />
  </IconBase>
);

export const IconRocket = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M5 15c-1.5 1.5-2 4.5-2 6 1.5 0 4.5-.5 6-2" />
    <path d="M9 15.5 8.5 15a18 18 0 0 1 12-12 18 18 0 0 1-12 12" />
    <path d="M14 9.9a1.8 1.8 0 1 0 0-.1" />
    <path d="M8.5 15 6 12.5l3-3.5h4M15 14.5V19l-3.5 3-2.5-3" />
  </IconBase>
);

export const IconBriefcase = (p: IconProps) => (
  <IconBase {...p}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
  </IconBase>
);

export const IconBalance = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M12 3v18" />
    <path d="M5 21h14" />
    <path d="M3 7h18" />
    <path d="m6 7-3 7a3 3 0 0 0 6 0z" />
    <path d="m18 7-3 7a3 3 0 0 0 6 0z" />
  </IconBase>
);

export const IconLadder = (p: IconProps) => (
  <IconBase {...p}>
    <path d="M3 20h4v-5h5v-5h5V5h4" />
  </IconBase>
);

// Social networks (brand marks)

export const IconFacebook = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A21 21 0 0 0 14.7 2C12.4 2 11 3.4 11 6v2.5H8.5V12H11v10h3V12h2.6l.4-3.5h-3Z" />
  </IconBase>
);

export const IconYouTube = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z" />
  </IconBase>
);

export const IconX = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />
  </IconBase>
);

export const IconInstagram = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </IconBase>
);

export const IconLinkedIn = (p: IconProps) => (
  <IconBase fill="currentColor" stroke="none" {...p}>
    <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 8.5h3V21H3V8.5Zm5 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-6.9c0-1.6 0-3.1-1.9-3.1s-2.1 1.4-2.1 3V21H8V8.5Z" />
  </IconBase>
);

export const IconWhatsApp = (p: IconProps) => (
  <IconBase strokeWidth={THIN} {...p}>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3l-4.5 1.5Z" />
    <path d="M9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2L9 8.5Z" />
  </IconBase>
);

/** One mark per network in `company.social`, by its label. */
export const socialIcons = {
  Facebook: IconFacebook,
  YouTube: IconYouTube,
  X: IconX,
  Instagram: IconInstagram,
  LinkedIn: IconLinkedIn,
  WhatsApp: IconWhatsApp,
} as const;
