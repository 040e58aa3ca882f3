/**
 * Free text a person typed, made safe to open in a spreadsheet: a cell starting with =, +, -, @, a tab or a carriage
 * return is read as a formula by Excel, LibreOffice and Google Sheets (CSV injection, OWASP), so it is led by an
 * apostrophe, which they show as text.
 */
export const spreadsheetSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
