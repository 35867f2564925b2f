import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { db } from '../../../../data/db';
import { storageFullMessage } from '../../../../data/storageErrors';
import { contactDraftKey } from '../draft';
import { contactTexts } from '../model';
import { ContactForm } from './ContactForm';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

function fillValidForm() {
  fill('Name', 'Asha Rao');
  fill('Email', 'asha@example.com');
  fill('Phone', '+91 98765 43210');
  fill('Subject', 'Drone Products');
  fill('Message', 'Please send me the ED1 brochure.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: contactTexts.send }));

beforeEach(async () => {
  sessionStorage.clear();
  await db.outbox.clear();
  await db.notifications.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('shows the required-field errors and sends nothing when empty', async () => {
    renderWithProviders(<ContactForm />);
    submit();
    expect(await screen.findAllByText(contactTexts.required)).toHaveLength(4);
    const subject = screen.getByLabelText(/^Subject/) as HTMLSelectElement;
    expect(subject.value).toBe('');
    expect(subject.options[0].textContent).toBe('Select a subject');
  });

  it('sends the message, shows the thank-you panel and returns to an empty form', async () => {
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(await screen.findByRole('button', { name: contactTexts.sending })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      await screen.findByText(contactTexts.thankYouTitle, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(contactTexts.thankYouBody)).toBeTruthy();
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    const [note] = await db.notifications.toArray();
    expect(note).toMatchObject({
      type: 'info',
      title: 'New contact message',
      message: 'Asha Rao: Drone Products',
      actionRequired: true,
    });

    fireEvent.click(screen.getByRole('button', { name: contactTexts.sendAnother }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the inline error and keeps everything typed when the send fails', async () => {
    server.use(
      http.post('*/api/v1.0/email/send', () => HttpResponse.text('Forbidden', { status: 403 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(
      await screen.findByText(contactTexts.failure, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Please send me the ED1 brochure.',
    );
    expect(await db.outbox.count()).toBe(0);

    // The next try clears the previous error while sending.
    server.resetHandlers();
    submit();
    expect(
      await screen.findByText(contactTexts.thankYouTitle, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText(contactTexts.failure)).toBeNull();
  });

  it('keeps the message in the outbox when offline and clears the form', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(await screen.findByText(contactTexts.queued, undefined, { timeout: 8000 })).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'contact', attempts: 0, lastError: null });
    expect(entry.payload).toMatchObject({ from_name: 'Asha Rao', subject: 'Drone Products' });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('queues the message when the send fails with a network error', async () => {
    server.use(http.post('*/api/v1.0/email/send', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(await screen.findByText(contactTexts.queued, undefined, { timeout: 8000 })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });

  it('saves the draft as the visitor types and restores it on mount', async () => {
    const first = renderWithProviders(<ContactForm />);
    fill('Name', 'Ravi');
    fill('Message', 'Half-written question');
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey) ?? '{}')).toMatchObject({
      name: 'Ravi',
      message: 'Half-written question',
    });
    first.unmount();
    renderWithProviders(<ContactForm />);
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Ravi');
  });

  it('says the device is full when the backend cannot store the message, and keeps the form', async () => {
    server.use(
      http.post('*/api/v1.0/email/send', () =>
        HttpResponse.text('Storage is full', { status: 507 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(await screen.findByText(storageFullMessage, undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(contactTexts.failure)).toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asha Rao');
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey) ?? '{}')).toMatchObject({
      message: 'Please send me the ED1 brochure.',
    });
  });

  it('says the device is full when the offline outbox cannot keep the message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(db.outbox, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    renderWithProviders(<ContactForm />);
    fillValidForm();
    submit();
    expect(await screen.findByText(storageFullMessage, undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(contactTexts.queued)).toBeNull();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Please send me the ED1 brochure.',
    );
  });
});
