/*
 * CSV files that Excel with Swiss settings opens as they are: UTF-8 with a byte order mark (umlauts intact),
 * semicolons between fields (the Swiss list separator), CRLF line ends, every field quoted.
 */

/** A text field as Excel reads it: quoted, quotes doubled; a leading =, +, -, @ is defused (CSV injection). */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A number the server formatted itself (an amount like -12.50): quoted, never defused. */
export function csvNumber(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`not a number: ${value}`);
  return `"${value}"`;
}

/** The file: a header row and the rows (fields already made by csvText or csvNumber). */
export function csvFile(header: readonly string[], rows: readonly string[][]): string {
  const lines = [header.map(csvText).join(';'), ...rows.map((row) => row.join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
