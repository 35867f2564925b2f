import { Burger, Container } from '@mantine/core';
import { useEffect, useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { company } from '../../../content/company';
import { mainNav } from '../../../content/navigation';
import { useInstallApp } from '../../../components/useInstallApp';
import { hasDarkHero, isHeaderSolid, isScrolledPastThreshold } from './model';
import classes from './SiteHeader.module.css';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the window has scrolled more than 50 px; re-renders only when that flips. */
function useScrolledPastThreshold(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => isScrolledPastThreshold(window.scrollY),
    () => false,
  );
}

const darkHeroSelector = '#main > [data-hero="dark"]:first-child';

/**
 * Whether the page on screen opens with a dark hero. Known public pages are listed
 * in the model; any other page can opt in by rendering its first element with
 * `data-hero="dark"`.
 */
function usePageHasDarkHero(pathname: string): boolean {
  const [domHero, setDomHero] = useState<{ pathname: string; dark: boolean }>({
    pathname,
    dark: false,
  });
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return undefined;
    const check = () => {
      const dark = Boolean(document.querySelector(darkHeroSelector));
      setDomHero((current) =>
        current.pathname === pathname && current.dark === dark ? current : { pathname, dark },
      );
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true });
    return () => observer.disconnect();
  }, [pathname]);
  return hasDarkHero(pathname) || (domHero.pathname === pathname && domHero.dark);
}

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView();
}

/** The public site header (spec §2 "Site header and footer"). */
export function SiteHeader() {
  const location = useLocation();
  const { pathname } = location;
  const scrolled = useScrolledPastThreshold();
  const darkHero = usePageHasDarkHero(pathname);
  // The mobile menu is open on the history entry it was opened on (its location key): any other
  // route on screen closes it, and so does Back or Forward (below). It is not closed by a state
  // update during render: a navigation's render that waits for its page's chunk is not shown,
  // yet React keeps the state it computed and then ignores a close that matches it (Escape,
  // Back), leaving the menu open on screen.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const closeMenu = () => setOpenOn(null);
  const menuId = useId();
  const install = useInstallApp();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Back and Forward close it at once. The entry they return to may be the one it was opened on:
  // Back from a page whose chunk was still loading returns to the page still on screen.
  useEffect(() => {
    if (openOn === null) return undefined;
    const onPopState = () => setOpenOn(null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [openOn]);

  const solid = isHeaderSolid({
    scrollY: scrolled ? window.scrollY : 0,
    darkHero,
    menuOpen,
  });

  return (
    <header
      className={classes.header}
      data-testid="site-header"
      data-solid={solid ? 'true' : 'false'}
      data-overlay={darkHero ? 'true' : 'false'}
    >
      <a href="#main" className={classes.skipLink} onClick={focusMain}>
        Skip to main content
      </a>
      <Container size="xl" className={classes.bar}>
        <Link to={paths.home} className={classes.brand} aria-label={`${company.name} home`}>
          <img src="/icons/favicon.svg" alt="" width={36} height={36} />
          <span>
            SkyForge <span className={classes.brandAccent}>Technologies</span>
          </span>
        </Link>

        <nav aria-label="Main" className={classes.desktopNav}>
          <ul className={classes.navList}>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={
                    item.to === paths.signIn ? `${classes.link} ${classes.signIn}` : classes.link
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {install.offer && (
              <li>
                <button
                  type="button"
                  className={`${classes.link} ${classes.linkButton}`}
                  onClick={install.start}
                >
                  Install app
                </button>
              </li>
            )}
          </ul>
        </nav>

        <Burger
          className={classes.burger}
          opened={menuOpen}
          onClick={() => setOpenOn(menuOpen ? null : location.key)}
          color="#fff"
          size="md"
          aria-label={menuOpen ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
        />
      </Container>

      {menuOpen && (
        <div className={classes.mobilePanel} id={menuId}>
          <Container size="xl">
            <nav aria-label="Mobile">
              <ul className={classes.mobileList}>
                {mainNav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={classes.mobileLink} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {install.offer && (
                  <li>
                    <button
                      type="button"
                      className={`${classes.mobileLink} ${classes.linkButton}`}
                      onClick={() => {
                        closeMenu();
                        install.start();
                      }}
                    >
                      Install app
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          </Container>
        </div>
      )}
      {install.instructions}
    </header>
  );
}
