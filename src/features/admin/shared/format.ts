// Display formats shared by admin screens.
const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const integer = new Intl.NumberFormat('en-US');

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateTime.format(time) : '—';
}

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateOnly.format(time) : '—';
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? timeOnly.format(time) : '';
}
