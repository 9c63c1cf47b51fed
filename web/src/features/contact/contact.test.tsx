import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { site } from '../../config/site';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows the hero title and subtitle exactly', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Contact Us$/);
    expect(screen.getByText('Get in touch with our help team & get instant response')).toBeInTheDocument();
  });

  it('lists exactly four Office Address entries: India (Kolkata), USA (California), Singapore and Connect with us', () => {
    render(<ContactPage />);
    const panel = screen.getByRole('region', { name: 'Office Address' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['India', 'USA', 'Singapore', 'Connect with us']);
    expect(within(entries[0]!).getByText('Kolkata')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('California')).toBeInTheDocument();
    expect(within(entries[3]!).getByRole('link', { name: site.businessEmail })).toHaveAttribute('href', `mailto:${site.businessEmail}`);
    // No street address or phone number in this panel.
    expect(within(panel).queryByRole('link', { name: /^\+/ })).not.toBeInTheDocument();
  });

  it('keeps the Leave us a message section for the form with an interim way to reach us', () => {
    render(<ContactPage />);
    const frame = screen.getByRole('region', { name: 'Leave us a message' });
    expect(within(frame).getByRole('link', { name: site.businessEmail })).toBeInTheDocument();
    expect(within(frame).getAllByRole('link', { name: /^\+/ })).toHaveLength(site.phones.length);
  });

  it('draws a world map with a text alternative naming the three offices', () => {
    render(<ContactPage />);
    const map = screen.getByRole('img', { name: /World map with our offices/ });
    expect(map).toHaveAccessibleName(expect.stringMatching(/Kolkata, India; California, USA; Singapore/));
    expect(map.querySelectorAll('.contact-map__pin')).toHaveLength(3);
  });

  it('scrolls smoothly to the top when opened', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ContactPage />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });
});
