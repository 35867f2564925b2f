import { Container } from '@mantine/core';
import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { company, telHref } from '../../../content/company';
import {
  footerBottomLinks,
  footerQuickLinks,
  footerServices,
  type NavItem,
} from '../../../content/navigation';
import { IconMail, IconMapPin, IconPhone, socialIcons } from '../../../components/icons';
import classes from './SiteFooter.module.css';

/** The year the company's copyright starts, and what a prerendered page (built any year) says. */
const firstCopyrightYear = 2025;
const noSubscription = () => () => undefined;

/**
 * This year, true on the day the page runs. A prerendered page says the first year, hydrates
 * with it, then shows this year: its build's year would not match a later year's first render
 * (React error #418 from every 1 January on).
 */
function useCopyrightYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => Math.max(firstCopyrightYear, new Date().getFullYear()),
    () => firstCopyrightYear,
  );
}

function LinkGroup({ title, items }: { title: string; items: NavItem[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 className={classes.heading} id={headingId}>
        {title}
      </h2>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={classes.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public site footer (spec §2 "Site header and footer"). */
export function SiteFooter() {
  const { address } = company;
  const contactHeadingId = useId();
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg">
        <div className={classes.grid}>
          <div className={classes.brandColumn}>
            <Link to={paths.home} className={classes.brand}>
              <img src="/icons/favicon.svg" alt="" width={36} height={36} loading="lazy" />
              {company.name}
            </Link>
            <p className={classes.about}>
              Drones, software and hands-on technology training — designed, built and taught in
              Nellore, Andhra Pradesh, since 2025.
            </p>
            <ul className={classes.socials} aria-label="SkyForge on social media">
              {company.social.map((link) => {
                const Icon = socialIcons[link.label];
                return (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={link.label}
                      title={`${link.label} (opens in a new tab)`}
                      className={classes.social}
                    >
                      <Icon size={20} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          <LinkGroup title="Services" items={footerServices} />
          <LinkGroup title="Quick Links" items={footerQuickLinks} />

          <section aria-labelledby={contactHeadingId}>
            <h2 className={classes.heading} id={contactHeadingId}>
              Contact
            </h2>
            <ul className={classes.list}>
              <li className={classes.contactItem}>
                <IconMapPin size={18} />
                <address className={classes.address}>
                  {address.line1}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                  <br />
                  {address.country}
                </address>
              </li>
              <li className={classes.contactItem}>
                <IconPhone size={18} />
                <a href={telHref(company.phones[0])} className={classes.link}>
                  {company.phones[0]}
                </a>
              </li>
              <li className={classes.contactItem}>
                <IconMail size={18} />
                <a href={`mailto:${company.email}`} className={classes.link}>
                  {company.email}
                </a>
              </li>
            </ul>
          </section>
        </div>

        <div className={classes.bottom}>
          <p style={{ margin: 0 }}>
            © {useCopyrightYear()} {company.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className={classes.bottomLinks}>
              {footerBottomLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
