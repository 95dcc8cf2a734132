import { errorMessage } from './errors';
import { text } from './text';

/** A row's exact time in a cursor: microseconds, UTC ("2026-11-24T10:00:00.123456Z"), as the server gives it. */
export const EXACT_TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z`;

/** Where a page ordered newest first by (time, id) ends: its last row's exact time and id. */
export interface TimeIdCursor {
  at: string;
  id: number;
}
export const formatTimeIdCursor = (cursor: TimeIdCursor) => `${cursor.at}~${cursor.id}`;

const TIME_ID = new RegExp(`^(${EXACT_TIME})~(\\d{1,18})$`);

/** A (time, id) cursor as the client sends it back unchanged (`next_cursor` of the page before). */
export const TimeIdCursor = text()
  .regex(TIME_ID, errorMessage('cursor_invalid', 'Start again from the first page'))
  .refine(
    (value) => !Number.isNaN(Date.parse(value.split('~')[0] ?? '')),
    errorMessage('cursor_invalid', 'No such time'),
  )
  .transform((value): TimeIdCursor => {
    const [, at, id] = TIME_ID.exec(value) as unknown as [string, string, string];
    return { at, id: Number(id) };
  });
