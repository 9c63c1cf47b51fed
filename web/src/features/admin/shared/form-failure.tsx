/** Why the server refused a whole form (not one field), said above its buttons; nothing while there is no refusal. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-form__error" role="alert">
      {message}
    </p>
  );
}
