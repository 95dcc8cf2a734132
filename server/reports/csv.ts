/**
 * RFC 4180 CSV: a header line, then one line per row, CRLF. A cell with a comma, a quote or a line break is quoted;
 * a text cell that a spreadsheet would run as a formula (= + - @ at its start, and not a number) is prefixed with
 * an apostrophe.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string | number>[]): string {
  const cell = (value: string | number): string => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')))];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
