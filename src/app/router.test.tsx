import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazyRoute';
import { RootLayout } from './layouts/RootLayout';
import { theme } from './theme';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the page blew up');
}

function renderAt(path: string, pages: Record<string, React.ReactNode>) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/fine">Somewhere fine</Link>
        <Routes>
          <Route element={<RootLayout />}>
            {Object.entries(pages).map(([at, element]) => (
              <Route key={at} path={at} element={element} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('route error boundary', () => {
  it('shows the error page for a page that throws, and clears it on the next navigation', async () => {
    renderAt('/broken', {
      '/broken': <Broken />,
      '/fine': <p>Fine page</p>,
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('the page blew up')).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Somewhere fine' }).click());
    expect(await screen.findByText('Fine page')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});

describe('lazyRoute', () => {
  it('loads the chunk once however often it is preloaded, and renders its Component', async () => {
    const load = vi.fn(async () => ({ Component: () => <p>Lazy page</p> }));
    const route = lazyRoute(load);
    await Promise.all([route.preload(), route.preload()]);
    renderAt('/lazy', { '/lazy': <route.Page /> });
    expect(await screen.findByText('Lazy page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a chunk that failed to load (offline, then back online)', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: () => <p>Back online</p> });
    const route = lazyRoute(load);
    await expect(route.preload()).rejects.toThrow('Failed to fetch');
    await expect(route.preload()).resolves.toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
