/** "2026-06" as the interface language names it ("Jun 2026", "Ιουν 2026"). */
export function monthLabel(month: string, language: string): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, mon - 1, 15)));
}
