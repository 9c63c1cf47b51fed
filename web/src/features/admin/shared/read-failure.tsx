/** A read that failed, in the server's words, with Try again: an admin screen shows it in place of what it could not load. */
export function ReadFailure({ message, retry, className }: { message: string; retry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
