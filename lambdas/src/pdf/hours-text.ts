import { formatNicosiaDateTime } from '@careshift/domain';
import type { Language } from '@careshift/domain/languages';

import { pdfLabels } from './pdf-labels';

/** Minutes as "8 h 05 min" / "8 ώρ. 05 λεπ." in the document's language. */
export function durationText(minutes: number, lang: Language): string {
  return pdfLabels(lang).duration(Math.floor(minutes / 60), String(minutes % 60).padStart(2, '0'));
}

/** A shift's hours when its cost follows an approved timesheet (issue 34). */
export interface StatedHours {
  plannedMinutes: number;
  actualMinutes: number;
  breakMinutes: number;
}

/** An invoice line's hours: "planned 8 h 00 min, actual 9 h 30 min (unpaid break 30 min)". */
export function lineHoursText(hours: StatedHours, lang: Language): string {
  const labels = pdfLabels(lang);
  const actual = durationText(hours.actualMinutes, lang);
  const withBreak =
    hours.breakMinutes > 0 ? `${actual} (${labels.breakMinutes(hours.breakMinutes)})` : actual;
  return labels.lineHours(durationText(hours.plannedMinutes, lang), withBreak);
}

/** A payment note's hours lines: planned, then the approved actual interval (Asia/Nicosia) and its break. */
export function noteHoursLines(
  hours: StatedHours & { actualStart: string; actualEnd: string },
  lang: Language,
): string[] {
  const labels = pdfLabels(lang);
  const interval = `${formatNicosiaDateTime(hours.actualStart)} – ${formatNicosiaDateTime(hours.actualEnd)}`;
  return [
    labels.plannedHours(durationText(hours.plannedMinutes, lang)),
    labels.actualHours(interval, durationText(hours.actualMinutes, lang)) +
      (hours.breakMinutes > 0 ? `, ${labels.breakMinutes(hours.breakMinutes)}` : ''),
  ];
}
