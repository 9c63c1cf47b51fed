/** An enquirer's e-mail and phone number as links the admin can act on. */

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** tel: takes digits and a leading +; the number shows as the enquirer typed it. */
export function PhoneLink({ number }: { number: string }) {
  const dialled = number.replace(/[^\d+]/g, '');
  return dialled ? <a href={`tel:${dialled}`}>{number}</a> : number;
}
