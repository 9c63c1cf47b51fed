import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactEnquiry } from '@contract/entities';
import { ContactUsScreen } from './enquiry-screens';
import { renderScreenAt, serverPage, slow, withAdminApi } from './screen-test-support';

/** 45 enquiries, newest first as the server pages them: c0 is the newest. */
const enquiries: ContactEnquiry[] = Array.from({ length: 45 }, (_, i) => ({
  _id: `c${i}`,
  name: `Sender ${String(i).padStart(2, '0')}`,
  contactNo: '9800000000',
  emailAddress: `sender${i}@example.com`,
  message: 'Hello',
  terms: true,
  added_date: new Date(Date.UTC(2025, 2, 45 - i)).toISOString(),
}));

const renderAt = (path: string) => renderScreenAt(path, <ContactUsScreen />);

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('enquiry tables: server pages searched and sorted', { timeout: 60_000 }, () => {
  withAdminApi((url) => serverPage(enquiries, url));

  it('searches name and e-mail within the shown page, and says so', async () => {
    renderAt('/admin/contact-us');
    await screen.findByRole('row', { name: /Sender 00/ }, slow);
    expect(screen.getByText(/apply to the rows of this page/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'sender7@' } });
    await waitFor(() => expect(names()).toEqual(['Sender 07']), slow);
    expect([...screen.getByLabelText('Sort by').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Newest first',
      'Oldest first',
      'Name A–Z',
      'Name Z–A',
    ]);
  });

  it('orders the whole list oldest first, reading the server pages from the end', async () => {
    renderAt('/admin/contact-us?sort=oldest');
    await screen.findByRole('row', { name: /Sender 44/ }, slow);
    expect(names()[0]).toBe('Sender 44');
    expect(names()).toHaveLength(20);
    expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 20 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names()).toEqual(['Sender 04', 'Sender 03', 'Sender 02', 'Sender 01', 'Sender 00']), slow);
    expect(screen.getByTestId('admin-range')).toHaveTextContent('41 - 45 of 45');
  });
});
