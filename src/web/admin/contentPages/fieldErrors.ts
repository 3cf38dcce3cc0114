// The server names each field at fault at the start of its message (`items[2].answer.en: …`): the messages by
// that pointer, to show beside the field; those naming no field the screen shows (a whole list, the body) stay
// general. Also the element id a pointer's field carries, so the first one at fault can take the focus.
import { ApiError } from '../../api/ApiError';

export interface FieldErrors { byPointer: Readonly<Record<string, string>>; general: string[] }

export function toFieldErrors(error: unknown, known: (pointer: string) => boolean): FieldErrors {
  const byPointer: Record<string, string> = {};
  const general: string[] = [];
  for (const item of error instanceof ApiError ? error.errors : []) {
    const pointer = /^([A-Za-z][\w.[\]-]*):\s/.exec(item.errorMessage)?.[1];
    if (pointer && known(pointer)) byPointer[pointer] = item.errorMessage.slice(pointer.length + 1).trim();
    else general.push(item.errorMessage);
  }
  if (general.length === 0 && Object.keys(byPointer).length === 0) general.push(error instanceof Error ? error.message : String(error));
  return { byPointer, general };
}

/** A pointer as an element id: `items[2].answer.en` → `items-2-answer-en`. */
export const pointerId = (prefix: string, pointer: string) => `${prefix}-${pointer.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
