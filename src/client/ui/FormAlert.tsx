/** A form's failure as a whole (not one field's), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-panel__error" role="alert">
      {message}
    </p>
  );
}
