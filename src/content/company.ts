/** Company contact facts shared by the header, footer, contact page and legal texts. */

export interface CompanyAddress {
  line1: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface OpeningHours {
  days: string;
  time: string;
}

export type SocialNetwork = 'Facebook' | 'YouTube' | 'X' | 'Instagram' | 'LinkedIn' | 'WhatsApp';

export interface SocialLink {
  label: SocialNetwork;
  href: string;
}

export interface Company {
  name: string;
  address: CompanyAddress;
  phones: string[];
  email: string;
  hours: OpeningHours[];
  social: SocialLink[];
}

export const company: Company = {
  name: 'SkyForge Technologies',
  address: {
    line1: '2nd Floor, Trunk Road',
    city: 'Nellore',
    region: 'Andhra Pradesh',
    postalCode: '524001',
    country: 'India',
  },
  phones: ['+91 861 234 5678', '+91 98765 43210'],
  email: 'info@skyforge.tech',
  hours: [
    { days: 'Mon-Fri', time: '9:00 AM-6:00 PM' },
    { days: 'Sat', time: '10:00 AM-2:00 PM' },
    { days: 'Sun', time: 'Closed' },
  ],
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/skyforgetech' },
    { label: 'YouTube', href: 'https://www.youtube.com/@skyforgetech' },
    { label: 'X', href: 'https://x.com/skyforgetech' },
    { label: 'Instagram', href: 'https://www.instagram.com/skyforgetech' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/skyforgetech' },
    { label: 'WhatsApp', href: 'https://wa.me/919876543210' },
  ],
};

/** Single-line postal address, e.g. for the footer and structured text. */
export function formatAddress(address: CompanyAddress = company.address): string {
  return `${address.line1}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}

/** `tel:` href for a display phone number (spaces removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
