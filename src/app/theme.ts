import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Brand blue (sky) and accent (signal orange), tuned for AA contrast on white.
const sky: MantineColorsTuple = [
  '#e6f2ff',
  '#cde0ff',
  '#9bbfff',
  '#649bfc',
  '#387dfa',
  '#1b69fa',
  '#0a5ffb',
  '#004ee0',
  '#0045c9',
  '#003bb2',
];

const signal: MantineColorsTuple = [
  '#fff0e4',
  '#ffe0cf',
  '#fbbf9f',
  '#f89c6b',
  '#f57e3f',
  '#f46b23',
  '#f46113',
  '#d94f06',
  '#c24502',
  '#a93900',
];

export const theme = createTheme({
  primaryColor: 'sky',
  primaryShade: { light: 7, dark: 5 },
  colors: { sky, signal },
  fontFamily:
    'Inter, "Segoe UI", Roboto, system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Toasts are shown by @mantine/notifications; their close button needs a name. A plain
    // object, not Notification.extend(): that would put the toast component (and its close
    // button) into every page's first download instead of the lazily loaded toast host.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Mantine's grey description under a title fails contrast (see global.css).
      classNames: { description: 'app-notification-description' },
    },
  },
});

// Mantine's default "dimmed" grey, error red and the text of light-variant
// badges and buttons are below 4.5:1 on white; use darker ones everywhere.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-green-light-color': '#1e6a2f',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-teal-light-color': '#0a6249',
    '--mantine-color-orange-light-color': '#a63a0a',
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-cyan-light-color': '#0a6272',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
