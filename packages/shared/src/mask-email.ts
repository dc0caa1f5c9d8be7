/**
 * ACC-6: keep the first 3 and last 3 characters of the local part, replace the middle by
 * asterisks, keep the domain. For local parts of six characters or fewer that rule would show
 * the whole address, so we keep only the first character and mask the rest (a one-character
 * local part is fully masked). See docs/decisions/002-email-masking.md.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length > 6) {
    return `${local.slice(0, 3)}${'*'.repeat(local.length - 6)}${local.slice(-3)}${domain}`;
  }
  if (local.length <= 1) return `${'*'.repeat(local.length)}${domain}`;
  return `${local[0]}${'*'.repeat(local.length - 1)}${domain}`;
}
