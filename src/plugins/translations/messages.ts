/**
 * What `npm run translations:write` keeps of a locale's message file: its translations of the
 * ids English still has, with the English's descriptions, in the file's own order (a rewrite
 * moves no line a translator wrote). A new English message is not copied in: until it is
 * translated it is missing (the status and the check say so) and the edition shows the English
 * default, marked as nothing it is not. A reworded English message keeps its translation, which
 * its lock entry then shows as stale.
 */
import type {Messages} from './twins';

export function keptTranslations(english: Messages, translated: Messages): Messages {
  return Object.fromEntries(
    Object.entries(translated)
      .filter(([id]) => english[id] !== undefined)
      .map(([id, {message}]) => {
        const description = english[id]!.description;
        return [id, {message, ...(description !== undefined && {description})}];
      }),
  );
}
