/**
 * An e-mail address in a narrow column: it may break after its "@" and, only when even a half does not fit,
 * anywhere. A table sizes the column to the longer half instead of squeezing it to one letter per line
 * (`overflow-wrap: anywhere` counts every letter as a place to break).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="email-address">{email}</span>;
  return (
    <span className="email-address">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
