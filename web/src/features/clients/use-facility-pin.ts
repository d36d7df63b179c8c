import { useCallback, useState } from 'react';

import type { Client } from '@careshift/contract';
import type { GeoPoint } from '@careshift/domain/attendance/types';

import { currentPosition } from './current-position';
import type { PositionOutcome } from './current-position';
import { formatCoordinates, initialPin, readCoordinates } from './facility-point-values';

export type PinNote =
  | { kind: 'city' }
  | { kind: 'position'; accuracy: number }
  | { kind: 'problem'; problem: Extract<PositionOutcome, { ok: false }>['problem'] }
  | { kind: 'none' };

/**
 * The pin being placed on the attendance page: where it is, the coordinates field's text (and its
 * problem), and where it came from (the city's centre, the browser's position), for the notes shown.
 */
export function useFacilityPin(client: Client) {
  const start = initialPin(client);
  const [pin, setPin] = useState<GeoPoint>(start.point);
  const [text, setText] = useState(() => formatCoordinates(start.point));
  const [textProblem, setTextProblem] = useState<'coordinatesInvalid' | 'outsideCyprus' | undefined>();
  const [note, setNote] = useState<PinNote>(start.source === 'city' ? { kind: 'city' } : { kind: 'none' });
  const [locating, setLocating] = useState(false);

  const move = useCallback((point: GeoPoint, next: PinNote = { kind: 'none' }) => {
    setPin(point);
    setText(formatCoordinates(point));
    setTextProblem(undefined);
    setNote(next);
  }, []);

  const type = (value: string) => {
    setText(value);
    const read = readCoordinates(value);
    if ('point' in read) {
      setPin(read.point);
      setTextProblem(undefined);
      setNote({ kind: 'none' });
    } else setTextProblem(read.problem);
  };

  const locate = async () => {
    setLocating(true);
    const outcome = await currentPosition();
    setLocating(false);
    if (outcome.ok) move(outcome, { kind: 'position', accuracy: outcome.accuracy });
    else setNote({ kind: 'problem', problem: outcome.problem });
  };

  return { pin, text, textProblem, note, locating, move, type, locate };
}
