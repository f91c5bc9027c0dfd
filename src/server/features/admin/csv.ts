/**
 * One CSV field: always quoted, quotes doubled, and a leading = + - @ (or a tab or CR) defused with an apostrophe so
 * that a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV text (RFC 4180: CRLF between records), the header first. */
export function csvOf(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
