/** "820 B", "14 KB", "2.4 MB" in the user's language. */
export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'el' ? 'el-GR' : 'en-GB', { maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
