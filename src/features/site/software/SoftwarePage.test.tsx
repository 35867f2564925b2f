import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { SoftwarePage } from './SoftwarePage';

afterEach(cleanup);

describe('SoftwarePage', () => {
  it('has the hospital system, services, process, claim and consultation call to action', () => {
    const { router } = renderWithProviders(<SoftwarePage />);
    expect(screen.getByRole('heading', { name: 'AI Hospital Management System' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact our team' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe(
      '/contact',
    );
    for (const name of [
      'Custom Software',
      'AI & Machine Learning',
      'Cloud Solutions',
      'Discovery',
      'Design',
      'Development',
      'Testing',
      'Deployment',
      'Maintenance',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Trusted by 50+ hospitals' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Schedule a Consultation' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
