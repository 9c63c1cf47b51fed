/**
 * Export CSV of a filtered enquiry list: one request builds the file on the
 * server, the browser downloads it from S3 under its dated name, and it holds
 * exactly the rows the screen's filter matches.
 */
import { exportedCsv, signIn, unique, uniqueAddress, postAsPerson } from './admin-support';
import { expect, test } from './fixtures';

test.describe('CSV export', () => {
  test.describe.configure({ timeout: 120_000 });

  test('downloads the enquiry list as filtered on screen', async ({ page, request }, testInfo) => {
    const tag = unique(`export-${testInfo.project.name}`).replace(/\s+/g, '-');
    const senders = ['Ada Lovelace', '=Mallory', 'Alan, Turing'].map((name) => ({ name, emailAddress: uniqueAddress('exported') }));
    for (const sender of senders) {
      const sent = await postAsPerson(request, '/api/contactMail', {
        data: { ...sender, contactNo: '5550102030', message: `Quote, please "soon" (${tag})`, terms: true },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    // Another enquiry outside the filter stays out of the file.
    await postAsPerson(request, '/api/contactMail', {
      data: { name: 'Not Exported', emailAddress: uniqueAddress('other'), contactNo: '5550102030', message: 'unrelated', terms: true },
    });

    await signIn(page, request);
    await page.goto(`/admin/contact-us?status=new&q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Database' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contact Us Database' }).getByRole('cell', { name: 'Ada Lovelace', exact: true }),
    ).toBeVisible();

    const { fileName, lines } = await exportedCsv(page);
    expect(fileName).toMatch(/^contact-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'received_at,name,email,contact_no,message,status,assigned_to,last_changed_at,last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device',
    );
    expect(lines).toHaveLength(senders.length + 2);
    expect(lines.at(-1)).toBe('');
    const message = `"Quote, please ""soon"" (${tag})"`;
    // Newest first: the last one sent heads the file; a formula-like name is defused, a comma quoted.
    const expected = [...senders].reverse().map(({ name, emailAddress }) => {
      const field = name.startsWith('=') ? `'${name}` : name.includes(',') ? `"${name}"` : name;
      return `${field},${emailAddress},5550102030,${message},New,,,,,,,,,,`;
    });
    expect(lines.slice(1, -1).map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,/, ''))).toEqual(expected);
    await expect(page.getByText('Exported 3 enquiries.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
