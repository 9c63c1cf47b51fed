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

/** A whole list's read in place of the list: "Loading users…" while it loads, the failure with Try again after; nothing once ready. */
export function ListReadState({ state, noun, retry }: { state: { kind: string }; noun: string; retry: () => void }) {
  if (state.kind === 'loading')
    return (
      <p className="admin-table__state" role="status">
        Loading {noun}…
      </p>
    );
  if (state.kind === 'failed')
    return <ReadFailure className="admin-table__state" message={`The ${noun} could not be loaded.`} retry={retry} />;
  return null;
}
